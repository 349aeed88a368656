// What the first paint needs in this language (the course page, the header, the rule panel): see
// load-language.ts. One module per language and part, so that each is one chunk named after it.
import cards from '../../../locales/fr/cards.json?names';
import common from '../../../locales/fr/common.json';
import lessons from '../../../locales/fr/lessons.json?catalogue';
import rules from '../../../locales/fr/rules.json';

export default { common, cards, rules, lessons };
