// Mana costs and paying them: from the mana pool first, then by tapping the player's lands.
import { abilitiesOf } from '../characteristics/characteristics';
import type { Ctx } from '../state/context';
import { editPlayer } from '../state/draft';
import type { Color, ObjectId, PlayerId } from '../state/basic-types';
import type { ManaAbility } from '../state/card-types';
import { summoningSick } from '../characteristics/summoning-sickness';
import { setTapped } from '../events/zones';

export interface ManaCost {
  generic: number;
  colored: Color[];
  /** Hybrid symbols such as {B/R}: each paid with one mana of either color. */
  hybrid: Color[][];
}

const COLORS: readonly string[] = ['W', 'U', 'B', 'R', 'G'];

/** `{2}{W}{W}` → { generic: 2, colored: [W, W] }. */
export function parseCost(cost: string | undefined): ManaCost {
  const result: ManaCost = { generic: 0, colored: [], hybrid: [] };
  for (const [, symbol] of (cost ?? '').matchAll(/\{([^}]+)\}/g)) {
    if (symbol === undefined) continue;
    if (/^\d+$/.test(symbol)) result.generic += Number(symbol);
    else if (COLORS.includes(symbol)) result.colored.push(symbol as Color);
    else if (symbol.split('/').every((c) => COLORS.includes(c))) result.hybrid.push(symbol.split('/') as Color[]);
  }
  return result;
}

/** CR 107.3: a cost with {X}, whose value is chosen as the spell is cast. */
export function costHasX(cost: string | undefined): boolean {
  return cost?.includes('{X}') ?? false;
}

export function manaValue(cost: string | undefined): number {
  const { generic, colored, hybrid } = parseCost(cost);
  return generic + colored.length + hybrid.length;
}

/** One mana that could be spent: a floating mana in the pool, or an untapped land. */
type Unit = { pool: Color | 'C' } | { land: ObjectId; produces: readonly Color[] };

function units(ctx: Ctx, player: PlayerId): Unit[] {
  const { state } = ctx;
  const list: Unit[] = [];
  for (const [color, amount] of Object.entries(state.playerState[player]?.manaPool ?? {}))
    for (let i = 0; i < (amount ?? 0); i++) list.push({ pool: color as Color | 'C' });
  for (const id of state.battlefield) {
    const obj = state.objects[id];
    // CR 302.6: a land that is a creature can't be tapped for mana until it has been controlled since the turn began.
    if (!obj || obj.controller !== player || obj.tapped || summoningSick(ctx, obj)) continue;
    // CR 106.1, 605.1a: a tap gives one mana of any colour one of its mana abilities makes (Boros Guildgate: {R} or {W}).
    const abilities = abilitiesOf(ctx, obj).filter((a): a is ManaAbility => a.kind === 'mana');
    if (abilities.length > 0) list.push({ land: id, produces: abilities.length === 1 ? abilities[0]!.produces : [...new Set(abilities.flatMap((a) => a.produces))] });
  }
  // CR 601.2g–h: the player chooses which mana abilities to activate; the automatic payment chooses as they would,
  // trying floating mana first, then the lands that make the fewest colours (a Plains for {W}, keeping a Boros
  // Guildgate for the {R} to come), and last a land an opponent's Aura is attached to (Pooling Venom makes its
  // controller lose 2 life whenever it becomes tapped).
  const rank = (unit: Unit) => ('pool' in unit ? 0 : (hostile(ctx, unit.land, player) ? 10 : 0) + unit.produces.length);
  return list.sort((a, b) => rank(a) - rank(b));
}

/** Is an opponent's permanent attached to this land (an Aura whose abilities are about it)? */
function hostile(ctx: Ctx, land: ObjectId, player: PlayerId): boolean {
  const { state } = ctx;
  return state.battlefield.some((id) => state.objects[id]?.attachedTo === land && state.objects[id]!.controller !== player);
}

function produces(unit: Unit, colors: readonly Color[]): boolean {
  return colors.some((color) => ('pool' in unit ? unit.pool === color : unit.produces.includes(color)));
}

/** Chooses which units pay the cost, colored symbols first (small backtracking search), or null. */
function plan(all: readonly Unit[], cost: ManaCost): Unit[] | null {
  const used = new Set<number>();
  const needs: (readonly Color[])[] = [...cost.colored.map((c) => [c]), ...cost.hybrid];
  const search = (i: number): boolean => {
    if (i === needs.length) return all.length - used.size >= cost.generic;
    const colors = needs[i]!;
    for (let u = 0; u < all.length; u++) {
      if (used.has(u) || !produces(all[u] as Unit, colors)) continue;
      used.add(u);
      if (search(i + 1)) return true;
      used.delete(u);
    }
    return false;
  };
  if (!search(0)) return null;
  const chosen = [...used].map((u) => all[u] as Unit);
  // Generic mana: in the same order (floating mana, the fewest colours, an opponent's Aura last).
  const rest = all.filter((_, u) => !used.has(u));
  return [...chosen, ...rest.slice(0, cost.generic)];
}

export function canPay(ctx: Ctx, player: PlayerId, cost: string | undefined): boolean {
  if (ctx.state.freeMana) return true;
  return plan(units(ctx, player), parseCost(cost)) !== null;
}

/** Pays a cost, tapping lands as needed (each tap is a real "becomes tapped" event). False if it can't. */
export function pay(ctx: Ctx, player: PlayerId, cost: string | undefined): boolean {
  if (ctx.state.freeMana) return true;
  const chosen = plan(units(ctx, player), parseCost(cost));
  if (!chosen) return false;
  const lands: ObjectId[] = [];
  const floating = chosen.some((unit) => 'pool' in unit);
  const pool = floating ? editPlayer(ctx, player).manaPool : {};
  for (const unit of chosen) {
    if ('pool' in unit) pool[unit.pool] = (pool[unit.pool] ?? 1) - 1;
    else lands.push(unit.land);
  }
  for (const key of Object.keys(pool) as (Color | 'C')[]) if (!pool[key]) delete pool[key];
  setTapped(ctx, lands, true, 'cost');
  return true;
}
