/**
 * `npm run bench:news`: the news list at scale. Copies the project's files into a temporary
 * folder under test-results/ (inside the checkout, so its packages resolve from the project's
 * node_modules: a linked node_modules confuses Astro's compiler), adds 1,000 generated news
 * items (every category but 'photo', whose demo items are removed, so one category is empty;
 * one item in eight a video), builds it with `astro build`, and checks that:
 * the build works; /evenimente/stiri and every prebuilt list page stay under 100 KB of HTML;
 * 'Toate' has the expected number of pages with a pager marking the current page; the empty
 * category shows the spec's empty text. Prints the figures and writes them to the
 * "News list at scale" section of docs/performance.md. Exits non-zero when a check fails.
 * `--count N` changes the number of generated items; `--keep` keeps the temporary folder;
 * `--no-doc` leaves docs/performance.md alone.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { NEWS_PAGE_SIZE } from '../../src/lib/limits.ts';
import { newsPage } from '../../src/lib/messages.ts';
import { NEWS_CATEGORIES, type NewsCategory } from '../../src/lib/news.ts';
import { HTML_BUDGET_BYTES } from '../budgets.ts';
import { writeSection } from './doc-section.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000' },
    keep: { type: 'boolean', default: false },
    'no-doc': { type: 'boolean', default: false },
  },
});
const COUNT = Number(values.count);
const EMPTY: NewsCategory = 'photo';
const CATEGORIES = (Object.keys(NEWS_CATEGORIES) as NewsCategory[]).filter((c) => c !== EMPTY);

mkdirSync('test-results', { recursive: true });
const root = mkdtempSync(join(process.cwd(), 'test-results', 'bench-news-'));
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

/** A news item of the content schema, dated one day apart from 2020-01-01 onwards. */
function newsItem(i: number): string {
  const category = CATEGORIES[i % CATEGORIES.length] as NewsCategory;
  const date = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
  const video =
    category === 'video'
      ? `video:\n  id: generat-${i}\n  title: "Video generat ${i}"\n  poster: /videos/video-1.jpg\n  mp4: /videos/video-1.mp4\n`
      : '';
  return `---
title: "Știre generată ${i}: corurile cântă împreună"
category: ${category}
location: "Cluj-Napoca"
date: ${date}
summary: "Rezumatul știrii ${i}, așa cum apare pe cartonaș, de lungimea unei fraze obișnuite."
image: ../images/news-${(i % 8) + 1}.jpg
imageAlt: "Ilustrația știrii ${i}"
${video}---

<p>Textul știrii ${i}.</p>
`;
}

function copyProject() {
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { encoding: 'utf8' },
  )
    .split('\0')
    .filter(Boolean);
  for (const file of files) cpSync(file, join(root, file));
  const news = join(root, 'content/news');
  for (const file of readdirSync(news))
    if (readFileSync(join(news, file), 'utf8').includes(`category: ${EMPTY}\n`))
      rmSync(join(news, file));
  mkdirSync(news, { recursive: true });
  for (let i = 0; i < COUNT; i++) writeFileSync(join(news, `generata-${i}.md`), newsItem(i));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

try {
  copyProject();
  const loadBefore = loadavg()[0] ?? 0;
  const started = performance.now();
  const build = spawnSync(
    process.execPath,
    [join(process.cwd(), 'node_modules/astro/bin/astro.mjs'), 'build'],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: join(root, 'data') },
      encoding: 'utf8',
    },
  );
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const load = `${loadBefore.toFixed(1)} → ${loadavg()[0]?.toFixed(1)}`;
  check(build.status === 0, `astro build of ${COUNT} generated news items (${seconds} s)`);
  if (build.status !== 0) throw new Error(build.stderr.slice(-4000) || build.stdout.slice(-4000));

  const dist = join(root, 'dist/evenimente/stiri');
  const index = statSync(join(dist, 'index.html')).size;
  check(
    index < HTML_BUDGET_BYTES,
    `/evenimente/stiri is ${kb(index)} of HTML (budget ${kb(HTML_BUDGET_BYTES)})`,
  );
  const listPages = readdirSync(join(dist, 'lista')).flatMap((category) =>
    readdirSync(join(dist, 'lista', category)).map((page) =>
      join(dist, 'lista', category, page, 'index.html'),
    ),
  );
  const largest = Math.max(...listPages.map((file) => statSync(file).size));
  check(
    largest < HTML_BUDGET_BYTES,
    `the largest of ${listPages.length} list pages is ${kb(largest)}`,
  );

  const allPages = readdirSync(join(dist, 'lista/toate')).length;
  const minPages = Math.ceil((COUNT - 2) / NEWS_PAGE_SIZE);
  check(
    allPages >= minPages,
    `'Toate' has ${allPages} pages of ${NEWS_PAGE_SIZE} (at least ${minPages})`,
  );
  const second = readFileSync(join(dist, 'lista/toate/2/index.html'), 'utf8');
  check(
    /<a[^>]*href="\/evenimente\/stiri\?page=2"[^>]*aria-current="page"/.test(second),
    'page 2 of Toate marks itself in its pager',
  );
  const empty = readFileSync(join(dist, `lista/${EMPTY}/1/index.html`), 'utf8');
  check(
    empty.includes(newsPage.empty) && !empty.includes('news-card'),
    `'${NEWS_CATEGORIES[EMPTY]}' (empty) shows the empty text`,
  );

  if (!values['no-doc'])
    writeSection('News list at scale', [
      `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:news\` (scripts/bench/news.ts): the project copied to a`,
      `folder under test-results/ with ${COUNT.toLocaleString('en')} generated news items (${CATEGORIES.length} categories, '${NEWS_CATEGORIES[EMPTY]}' left empty), built`,
      `with \`astro build\` (its own image cache, so the pictures are processed too) on the shared 2-core machine`,
      `(load average ${load} before → after the build: other work slows it). ${NEWS_PAGE_SIZE} items a page (\`NEWS_PAGE_SIZE\`): every`,
      'category and page is a prebuilt file of bounded size. Before the list was paged, the same 1,000 items made',
      '`/evenimente/stiri` one page of 1.07 MB of HTML (issue #8).',
      '',
      '| figure | value |',
      '|---|---|',
      `| build time (${COUNT.toLocaleString('en')} news pages and every list page) | ${seconds} s |`,
      `| \`/evenimente/stiri\` HTML | ${kb(index)} |`,
      `| prebuilt list pages | ${listPages.length} (largest ${kb(largest)}) |`,
      `| pages of 'Toate' | ${allPages} |`,
    ]);
} finally {
  if (values.keep) console.log(`kept ${root}`);
  else rmSync(root, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`\n${failures.length} check(s) failed`);
  process.exit(1);
}
