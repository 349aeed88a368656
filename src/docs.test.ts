// The docs name real files: every test file and source path that docs/*.md cites in backticks exists, so the
// coverage table can't point at a test that was renamed or split away. And the scenario format's log reference
// is complete: every event the engine may log, and every reason code it writes, is named in it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const docs = readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md'));
const allFiles = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).map((f) => f.replace(/\\/g, '/'));

/** A cited name resolves: a path from the repository root, a file at the root, or a file name found somewhere under src/. */
function resolves(cited: string): boolean {
  if (existsSync(join(root, cited))) return true;
  if (cited.includes('/')) return allFiles.some((f) => f.endsWith(cited));
  return allFiles.some((f) => f.endsWith(`/${cited}`) || f === cited);
}

describe('docs', () => {
  it.each(docs)('%s cites only files that exist', (doc) => {
    const text = readFileSync(join(root, 'docs', doc), 'utf8');
    const cited = [...text.matchAll(/`([\w./-]+\.(?:test\.ts|tsx?|css|json))`/g)].map((m) => m[1]!);
    // `*` and `-N` stand for any file of a kind (`src/lessons/lesson-N.ts`).
    const missing = [...new Set(cited)].filter((c) => !/\*|-N\./.test(c) && !resolves(c));
    expect(missing).toEqual([]);
  });
});

/** The "Log entries" section of docs/scenarios.md: from its heading to the next heading of its level or higher. */
function logSection(): string {
  const text = readFileSync(join(root, 'docs', 'scenarios.md'), 'utf8');
  const start = text.indexOf('\n### Log entries\n');
  if (start === -1) return '';
  const rest = text.slice(start + 1);
  const end = rest.slice(1).search(/\n#{1,3} /);
  return end === -1 ? rest : rest.slice(0, end + 1);
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

/** The members of the `LogEventName` union, read from the source (comments and all). */
function logEventNames(): string[] {
  const names: string[] = [];
  walk(parse(join(root, 'src/engine/state/log-types.ts')), (node) => {
    if (!ts.isTypeAliasDeclaration(node) || node.name.text !== 'LogEventName' || !ts.isUnionTypeNode(node.type)) return;
    for (const member of node.type.types)
      if (ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal)) names.push(member.literal.text);
  });
  return names;
}

/** The engine's and the cards' source files (tests excluded). */
const sources = ['src/engine', 'src/cards'].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => parse(join(root, dir, f))),
);

/**
 * The string values an expression may have, as far as its text shows: literals, both branches of `?:`, both
 * sides of `??` and `||`, and a `const` of the same file by name (`const why = … ? 'lookBack' : …`).
 */
function literals(expr: ts.Expression | undefined, file: ts.SourceFile, seen = new Set<string>()): string[] {
  if (!expr) return [];
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
  if (ts.isParenthesizedExpression(expr)) return literals(expr.expression, file, seen);
  if (ts.isConditionalExpression(expr)) return [...literals(expr.whenTrue, file, seen), ...literals(expr.whenFalse, file, seen)];
  const op = ts.isBinaryExpression(expr) ? expr.operatorToken.kind : undefined;
  if (ts.isBinaryExpression(expr) && (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken))
    return [...literals(expr.left, file, seen), ...literals(expr.right, file, seen)];
  if (ts.isIdentifier(expr) && !seen.has(expr.text)) {
    seen.add(expr.text);
    const found: string[] = [];
    walk(file, (node) => {
      if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name) || node.name.text !== expr.text) return;
      if (ts.isVariableDeclarationList(node.parent) && node.parent.flags & ts.NodeFlags.Const) found.push(...literals(node.initializer, file, seen));
    });
    return found;
  }
  return [];
}

/**
 * Every reason code written in the engine or the cards: the value of a `reason` property (`reason: 'lookBack'`),
 * of an assignment to one (`entry.reason = 'secondPart'`), or of an argument passed to a parameter named
 * `reason` (`notTriggeredEntry(source, object, 'onceEachTurn', …)`, `removeFromCombat(ctx, ids, 'phasedOut')`).
 */
function reasonCodes(): Set<string> {
  // Functions (declared, or arrow functions kept in a const) with a parameter named `reason`, and its index.
  const reasonParam = new Map<string, number>();
  for (const file of sources)
    walk(file, (node) => {
      const fn =
        ts.isFunctionDeclaration(node) && node.name ? { name: node.name.text, params: node.parameters }
        : ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
          ? { name: node.name.text, params: node.initializer.parameters }
          : undefined;
      const index = fn?.params.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === 'reason') ?? -1;
      if (fn && index >= 0) reasonParam.set(fn.name, index);
    });
  const codes = new Set<string>();
  for (const file of sources)
    walk(file, (node) => {
      let values: string[] = [];
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'reason') values = literals(node.initializer, file);
      else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(node.left) && node.left.name.text === 'reason')
        values = literals(node.right, file);
      else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && reasonParam.has(node.expression.text))
        values = literals(node.arguments[reasonParam.get(node.expression.text)!], file);
      for (const v of values) codes.add(v);
    });
  return codes;
}

/** Reason codes in the code that never reach the log, and what they are instead. */
const NOT_LOGGED: Readonly<Record<string, string>> = {
  cast: 'the reason of a `newTargets` choice (documented under Pending choices)',
  left: 'removeFromCombat for an object that left the battlefield: its zone change is logged, not this',
  // The `reason` of a refusal picks its message's variant (src/i18n/error-key.ts): errors are not log entries.
  acting: 'errors.alreadyLost for a player who has left the game and tries to act',
  attacking: 'errors.alreadyTapped for a tapped attacker',
  blocking: 'errors.alreadyTapped for a tapped blocker',
  attackingPlayer: 'errors.notDefending for a blocker of the attacking player',
  otherDefender: 'errors.notDefending for a blocker whose controller the attacker does not attack',
  drawnOnTheWay: 'errors.gameOver for a game drawn while attack or block passed towards its step',
  itself: 'errors.illegalTarget for a spell named as its own target (CR 115.5)',
  held: 'errors.notYourPriority for a player acting while another has priority (CR 117.3)',
  zeroCounters: 'errors.badAmount for a counters action of 0',
  leftGame: 'errors.alreadyLost for a life, draw or damage action naming a player who has left the game',
  setup: 'errors.cannotEnterBattlefield for an instant or sorcery card set up on the battlefield',
};

describe('the log reference (docs/scenarios.md, "Log entries")', () => {
  const section = logSection();
  const spans = [...section.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  /** Named as code: `name` alone, or quoted inside code such as `reason: "name"`. */
  const named = (name: string) => spans.some((s) => s === name || s.includes(`"${name}"`));

  it('names every event of LogEventName in backticks', () => {
    const events = logEventNames();
    expect(events.length).toBeGreaterThan(80);
    expect(events.filter((e) => !spans.includes(e))).toEqual([]);
  });

  it('names every reason code the engine writes into an entry (those of triggered and notTriggered included)', () => {
    const codes = reasonCodes();
    // The reading is still reaching the codes written in each way (a refactoring would otherwise empty it).
    for (const known of ['lookBack', 'abilityTriggered', 'additionalTime', 'state', 'delayed', 'reflexive', 'lostAbilities', 'onceEachTurn', 'onceEachTurnAdditional', 'alreadyDone', 'phasedIn', 'secondPart', 'wardAbility', 'unless', 'unlessNotPaid', 'lastKnownInformation', 'noLife'])
      expect(codes, known).toContain(known);
    for (const code of Object.keys(NOT_LOGGED)) expect(codes, `${code} is no longer in the code: drop it from NOT_LOGGED`).toContain(code);
    expect([...codes].filter((code) => !(code in NOT_LOGGED) && !named(code)).sort()).toEqual([]);
  });
});
