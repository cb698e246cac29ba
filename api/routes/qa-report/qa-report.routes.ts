// QA's latest path-test report (`npm run qa:paths` writes qa-report/), for staff: a summary (when
// it ran, its coverage line, how many paths passed) for the staff dashboard's link, and the
// self-contained HTML page itself. No report yet: the summary says so, the page is 404.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { envelope, errorResponses } from '../shared.schemas.ts';

const tags = ['QA (staff)'];

const summary = z.object({
  present: z.boolean().describe('Whether a report was written (npm run qa:paths)'),
  generatedAt: z.string().nullable().describe('ISO 8601'),
  coverageLine: z.string().nullable(),
  passed: z.number().int(),
  failed: z.number().int(),
  missing: z
    .number()
    .int()
    .describe('Path × tier runs the tier cannot drive (named in the report)'),
});

type ReportFile = {
  generatedAt?: string;
  line?: string;
  loan?: { paths?: { results?: { status?: string }[] }[] };
  /** The other machines' paths (REST, GraphQL) and the web client's own machines' (jsdom). */
  machinePaths?: { results?: { status?: string }[]; result?: { status?: string } | null }[];
};

const NO_REPORT = {
  id: 'Belum ada laporan QA: jalankan npm run qa:paths.',
  en: 'No QA report yet: run npm run qa:paths.',
};

/** Where the report lives: deps.qaReportDir, else qa-report in the folder the product runs from. */
export const qaReportDir = (deps: Pick<ApiDeps, 'qaReportDir'>) =>
  resolve(deps.qaReportDir ?? join(process.cwd(), 'qa-report'));

function readSummary(dir: string): z.infer<typeof summary> {
  const file = join(dir, 'report.json');
  const none = {
    present: false,
    generatedAt: null,
    coverageLine: null,
    passed: 0,
    failed: 0,
    missing: 0,
  };
  if (!existsSync(file) || !existsSync(join(dir, 'index.html'))) return none;
  let report: ReportFile;
  try {
    report = JSON.parse(readFileSync(file, 'utf8')) as ReportFile;
  } catch {
    return none;
  }
  // Every path × tier run the report holds: the loan's, the other machines', the web client's.
  const results = [
    ...(report.loan?.paths ?? []).flatMap((p) => p.results ?? []),
    ...(report.machinePaths ?? []).flatMap((p) => p.results ?? (p.result ? [p.result] : [])),
  ];
  const count = (status: string) => results.filter((r) => r.status === status).length;
  return {
    present: true,
    generatedAt: report.generatedAt ?? null,
    coverageLine: report.line ?? null,
    passed: count('passed'),
    failed: count('failed'),
    missing: count('missing'),
  };
}

export const qaReportRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/staff/qa-report/summary',
      {
        config: { roles: ['admin'] },
        schema: {
          tags,
          summary: 'The latest QA path-test report: when it ran and its coverage (staff)',
          response: { 200: envelope(summary), ...errorResponses },
          security: [{ bearer: [] }],
        },
      },
      async (request) => {
        viewerOf(request, 'admin');
        return { data: readSummary(qaReportDir(deps)) };
      },
    );

    app.get(
      '/staff/qa-report',
      {
        config: { roles: ['admin'] },
        schema: {
          tags,
          summary: 'The latest QA path-test report as an HTML page, screenshots inlined (staff)',
          security: [{ bearer: [] }],
        },
      },
      async (request, reply) => {
        viewerOf(request, 'admin');
        const file = join(qaReportDir(deps), 'index.html');
        if (!existsSync(file)) {
          throw new AppError(404, 'QA_REPORT_MISSING', NO_REPORT.en, { text: NO_REPORT });
        }
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'private, no-store')
          .send(readFileSync(file));
      },
    );
  };
