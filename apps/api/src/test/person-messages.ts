/**
 * Finds, in the source, every message the API may show a person: what its refusals are built
 * with (badRequest, notFound, conflict, ... and `ok(data, message)`), every `message:` of an error
 * or a validation issue, and the texts of the domain's validation rules. Constants, functions that
 * build a message, and both sides of `a ? b : c` or `a ?? b` are followed through the type checker,
 * so a message kept in a constant of another file is found too. A template literal comes back with
 * `{}` where it inserts a value.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** Where messages people read are written: the API's source and the shared validation rules. */
const SOURCES = ['apps/api/src/modules', 'apps/api/src/lib', 'packages/domain/src/schemas'];

/** Calls whose message argument (by position) is shown to a person. */
const REFUSALS: Record<string, number> = {
  badRequest: 0,
  notFound: 0,
  conflict: 0,
  unauthorized: 0,
  forbidden: 0,
  tooManyRequests: 0,
  ok: 1,
  HttpError: 1,
};
/** Zod's checks in the domain's schemas: a text argument is the message of the issue they raise. */
const ZOD_CHECKS = new Set(['min', 'max', 'length', 'regex', 'refine', 'email', 'url', 'uuid', 'int', 'nonempty']);

export interface FoundMessage {
  /** The English text, `{}` standing for a value the template inserts. */
  text: string;
  where: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

export function personMessages(): FoundMessage[] {
  const files = SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
  const program = ts.createProgram(files, {
    allowImportingTsExtensions: true,
    noEmit: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const found = new Map<string, FoundMessage>();

  const texts = (node: ts.Node, seen = new Set<ts.Node>()): string[] => {
    if (seen.has(node)) return [];
    seen.add(node);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isTemplateExpression(node))
      return [node.head.text + node.templateSpans.map((s) => `{}${s.literal.text}`).join('')];
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
      return texts(node.expression, seen);
    if (ts.isConditionalExpression(node)) return [...texts(node.whenTrue, seen), ...texts(node.whenFalse, seen)];
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken)
        return [...texts(node.left, seen), ...texts(node.right, seen)];
      return [];
    }
    if (ts.isCallExpression(node)) return declarationTexts(node.expression, seen, true);
    if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) return declarationTexts(node, seen, false);
    return [];
  };

  /** What a name stands for: a constant's value, or what a function that builds a message returns. */
  const declarationTexts = (node: ts.Node, seen: Set<ts.Node>, called: boolean): string[] => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.valueDeclaration;
    if (!declaration) return [];
    if (ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)) {
      const init = declaration.initializer;
      if (!init) return [];
      if (called) return ts.isArrowFunction(init) || ts.isFunctionExpression(init) ? returned(init, seen) : [];
      return texts(init, seen);
    }
    if (called && ts.isFunctionDeclaration(declaration)) return returned(declaration, seen);
    return [];
  };

  const returned = (fn: ts.FunctionLikeDeclaration, seen: Set<ts.Node>): string[] => {
    if (!fn.body) return [];
    if (!ts.isBlock(fn.body)) return texts(fn.body, seen);
    const out: string[] = [];
    const visit = (n: ts.Node) => {
      if (ts.isReturnStatement(n) && n.expression) out.push(...texts(n.expression, seen));
      else if (!ts.isFunctionLike(n)) ts.forEachChild(n, visit);
    };
    ts.forEachChild(fn.body, visit);
    return out;
  };

  const keep = (node: ts.Node, file: ts.SourceFile) => {
    for (const text of texts(node)) {
      if (!/[A-Za-z]/.test(text) || found.has(text)) continue;
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      found.set(text, { text, where: `${path.relative(ROOT, file.fileName)}:${line + 1}` });
    }
  };

  for (const file of program.getSourceFiles()) {
    if (!files.includes(file.fileName)) continue;
    const inSchemas = file.fileName.includes('/schemas/');
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee)
          ? callee.text
          : ts.isPropertyAccessExpression(callee)
            ? callee.name.text
            : '';
        const args = node.arguments ?? [];
        const position = REFUSALS[name];
        if (position !== undefined && ts.isIdentifier(callee) && args[position]) keep(args[position], file);
        if (inSchemas && ts.isPropertyAccessExpression(callee) && ZOD_CHECKS.has(name))
          for (const arg of args) if (!ts.isObjectLiteralExpression(arg)) keep(arg, file);
      }
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'message') {
        keep(node.initializer, file);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return [...found.values()];
}
