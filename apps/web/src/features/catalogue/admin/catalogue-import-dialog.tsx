import { type ChangeEvent, type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';

import {
  CATALOGUE_IMAGES_ZIP_MAX_BYTES,
  CATALOGUE_IMPORT_MAX_BYTES,
  type CatalogueImportReport,
  parseCsv,
} from '@dokan/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field, fileInputClassName } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

import { useImportCatalogue } from '../api/import-catalogue';
import { UploadProgress } from './upload-progress';

/** What the last answer said, and whether it was the dry run's. */
interface Outcome {
  dryRun: boolean;
  report: CatalogueImportReport;
}

/**
 * The catalogue from a CSV (and a zip of its pictures): a dry run first, which shows what would be
 * created and updated and each row's problem, then the import itself (docs/decisions/079, 081).
 * Choosing another file asks for a new dry run.
 */
export function CatalogueImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && <ImportForm onClose={onClose} />}
    </Dialog>
  );
}

function ImportForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const run = useImportCatalogue();
  const [csv, setCsv] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  /** The CSV's data rows, counted in the browser so the wait can say how many. */
  const [rows, setRows] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ csv?: string; zip?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [running, setRunning] = useState<'check' | 'import' | null>(null);
  /** Why the whole file was refused (its columns, its size) or could not be sent. */
  const [failure, setFailure] = useState<string | null>(null);

  const chooseCsv = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setCsv(file);
    setOutcome(null);
    setFailure(null);
    setRows(null);
    setErrors((before) => ({
      ...before,
      csv: file && file.size > CATALOGUE_IMPORT_MAX_BYTES ? t('adminCatalogue.csvImport.csvTooLarge') : undefined,
    }));
    if (file && file.size <= CATALOGUE_IMPORT_MAX_BYTES) {
      void file.text().then((text) => {
        const table = parseCsv(text);
        if (table) setRows(Math.max(table.length - 1, 0));
      });
    }
  };
  const chooseZip = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setZip(file);
    setOutcome(null);
    setFailure(null);
    setErrors((before) => ({
      ...before,
      zip: file && file.size > CATALOGUE_IMAGES_ZIP_MAX_BYTES ? t('adminCatalogue.csvImport.zipTooLarge') : undefined,
    }));
  };

  const send = (dryRun: boolean) => {
    if (!csv) {
      setErrors((before) => ({ ...before, csv: t('adminCatalogue.csvImport.csvRequired') }));
      return;
    }
    if (errors.csv || errors.zip) return;
    setRunning(dryRun ? 'check' : 'import');
    setFailure(null);
    run.mutate(
      { csv, zip, dryRun, onProgress: setProgress },
      {
        onSuccess: (report) => {
          setOutcome({ dryRun, report });
          if (!dryRun && report.created + report.updated > 0) toast.success(t('adminCatalogue.csvImport.imported'));
        },
        onError: (error) =>
          setFailure(
            error instanceof ApiError && error.fromServer ? error.message : t('adminCatalogue.csvImport.failed'),
          ),
        onSettled: () => {
          setProgress(null);
          setRunning(null);
        },
      },
    );
  };

  const checked = outcome?.dryRun ? outcome.report : null;
  /** A dry run found something to do: the form's submit now imports. */
  const ready = Boolean(checked && checked.created + checked.updated > 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(!ready);
  };

  const imported = outcome && !outcome.dryRun ? outcome.report : null;
  const uploading = running !== null && progress !== null && progress < 1;
  const waitText =
    rows === null
      ? t('adminCatalogue.csvImport.working')
      : t(running === 'import' ? 'adminCatalogue.csvImport.importing' : 'adminCatalogue.csvImport.checking', {
          count: rows,
        });

  return (
    <DialogContent layout="xl" aria-describedby="catalogue-import-help">
      <DialogTitle className="pr-10">{t('adminCatalogue.csvImport.title')}</DialogTitle>
      <DialogDescription id="catalogue-import-help" className="mt-1">
        {t('adminCatalogue.csvImport.description')}
      </DialogDescription>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <Field
          label={t('adminCatalogue.csvImport.csv')}
          hint={
            rows === null ? t('adminCatalogue.csvImport.csvHint') : t('adminCatalogue.csvImport.rows', { count: rows })
          }
          error={errors.csv}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".csv,text/csv"
              onChange={chooseCsv}
              disabled={running !== null}
              className={fileInputClassName}
            />
          )}
        </Field>
        <Field
          label={t('adminCatalogue.csvImport.zip')}
          hint={t('adminCatalogue.csvImport.zipHint')}
          error={errors.zip}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".zip,application/zip"
              onChange={chooseZip}
              disabled={running !== null}
              className={fileInputClassName}
            />
          )}
        </Field>

        {running !== null && (
          <div className="flex flex-col gap-2">
            {uploading && <UploadProgress value={progress} />}
            <p role="status" className="flex items-center gap-2 text-sm text-gray-700">
              <span
                aria-hidden="true"
                className="size-4 shrink-0 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
              />
              {uploading ? t('adminCatalogue.csvImport.sending') : waitText}
            </p>
          </div>
        )}

        {failure && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure}
          </p>
        )}

        {outcome && (
          <section aria-labelledby="catalogue-import-result" className="flex flex-col gap-3">
            <h3 id="catalogue-import-result" className="sr-only">
              {t('adminCatalogue.csvImport.resultTitle')}
            </h3>
            <p role="status" className="text-sm font-semibold text-gray-900">
              {checked
                ? t('adminCatalogue.csvImport.willChange', {
                    created: format.count(checked.created),
                    updated: format.count(checked.updated),
                  })
                : t('adminCatalogue.csvImport.changed', {
                    created: format.count(imported!.created),
                    updated: format.count(imported!.updated),
                  })}
            </p>
            {checked && <p className="text-sm text-gray-700">{t('adminCatalogue.csvImport.dryRunDone')}</p>}
            {outcome.report.errors.length === 0 ? (
              <p className="text-sm text-gray-700">{t('adminCatalogue.csvImport.noProblems')}</p>
            ) : (
              <div className="max-h-72 overflow-auto rounded-lg border border-gray-200">
                <table className="w-full table-fixed text-left text-sm">
                  <caption className="px-3 py-2 text-left font-semibold text-red-800">
                    {t('adminCatalogue.csvImport.problems', { count: outcome.report.errors.length })}
                  </caption>
                  <thead className="bg-gray-50 text-xs text-gray-700">
                    <tr>
                      <th scope="col" className="w-16 px-3 py-2">
                        {t('adminCatalogue.csvImport.columnRow')}
                      </th>
                      <th scope="col" className="px-3 py-2">
                        {t('adminCatalogue.csvImport.columnProblem')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {outcome.report.errors.map((error, at) => (
                      <tr key={at} className="border-t border-gray-100 align-top">
                        <td className="px-3 py-2 tabular-nums">{format.count(error.row)}</td>
                        <td className="px-3 py-2 break-words">{error.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        )}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={running !== null}>
            {imported ? t('adminCatalogue.csvImport.done') : t('adminCatalogue.cancel')}
          </Button>
          {!imported && ready && (
            <Button
              variant="outline"
              onClick={() => send(true)}
              loading={running === 'check'}
              disabled={running !== null}
            >
              {t('adminCatalogue.csvImport.check')}
            </Button>
          )}
          {!imported && (
            <Button type="submit" loading={running === (ready ? 'import' : 'check')} disabled={running !== null}>
              {ready
                ? t('adminCatalogue.csvImport.import', { count: checked!.created + checked!.updated })
                : t('adminCatalogue.csvImport.check')}
            </Button>
          )}
        </div>
      </form>
    </DialogContent>
  );
}
