// Setup: the starting board of a scenario.
import type { CardId, CardZone, PlayerId, Step } from '../state/basic-types';

export interface SetupCard {
  card: CardId;
  zone: CardZone;
  owner: PlayerId;
  label?: string;
  controller?: PlayerId;
  tapped?: boolean;
  counters?: Record<string, number>;
  attachedTo?: string;
  /** CR 302.6: a permanent its controller has not controlled continuously since their most recent turn began. */
  sick?: boolean;
  /** CR 704.5g: damage already marked on a creature on the battlefield. */
  damage?: number;
  /** CR 603.6d: the card name already chosen as it entered (a card with "as it enters, choose a card name"). */
  chosenName?: CardId;
  /** CR 603.6d, 707.2: what it entered as a copy of: the label of another setup card, or a card id. */
  copyOf?: string;
}

/** The starting life totals a setup may give: from -LIFE_LIMIT to LIFE_LIMIT. */
export const LIFE_LIMIT = 1_000_000;

export interface Setup {
  players: PlayerId[];
  life?: Record<PlayerId, number>;
  active?: PlayerId;
  step?: Step;
  turn?: number;
  freeMana?: boolean;
  seed?: number;
  cards: SetupCard[];
}
