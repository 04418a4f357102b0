// Lints snippets for the module-boundaries spec with one ESLint instance, loaded once: each line read on stdin is a
// JSON { filePath, code }, each line written an array of the ids of the errors ESLint reports for that code at that
// path (a spawned `eslint --stdin` per snippet loads the config and its plugins again, a second or more each).
import { createInterface } from 'node:readline';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });
for await (const line of createInterface({ input: process.stdin })) {
  const { filePath, code } = JSON.parse(line);
  const [result] = await eslint.lintText(code, { filePath });
  process.stdout.write(`${JSON.stringify(result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId))}\n`);
}
