// What a lesson or the sandbox needs besides the page's texts in this language: see load-language.ts.
import builder from '../../../locales/en/builder.json';
import cards from '../../../locales/en/cards.json';
import errors from '../../../locales/en/errors.json';
import lessons from '../../../locales/en/lessons.json';
import log from '../../../locales/en/log.json';
import rulings from '../../../locales/en/rulings.json';
import share from '../../../locales/en/share.json';
import table from '../../../locales/en/table.json';
import why from '../../../locales/en/why.json';

export default { cards, log, errors, lessons, rulings, why, share, builder, table };
