// Prints the slowest test files of the Vitest JSON reports in a folder (.ci/run's last lines):
// where CI's time goes, file by file.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const [dir, countArg = '10'] = process.argv.slice(2);
const files = [];
for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  for (const result of report.testResults ?? []) {
    files.push({
      stage: name.replace(/\.json$/, ''),
      file: relative(process.cwd(), result.name),
      seconds: (result.endTime - result.startTime) / 1000,
    });
  }
}
files.sort((a, b) => b.seconds - a.seconds);
for (const { stage, file, seconds } of files.slice(0, Number(countArg))) {
  console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${stage.padEnd(5)} ${file}`);
}
