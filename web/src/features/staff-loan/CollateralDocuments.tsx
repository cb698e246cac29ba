// The collateral's documents, each viewable at once (issue 15): the certificate, the PBB and IMB
// documents and any other document, opened in a new window from the file read with the session.
import { Button, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { openFileInNewTab } from '../../components/file-service.ts';
import type { LoanFieldsDataFragment } from '../../generated/graphql.ts';

export function CollateralDocuments({ bail }: { bail: LoanFieldsDataFragment['bail'] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const documents = [
    { label: t('evidence.certificate'), path: bail.certificateFile },
    { label: t('evidence.pbb'), path: bail.pbbDocumentFile },
    { label: t('evidence.imb'), path: bail.imbDocumentFile },
    ...bail.otherDocumentFiles.map((path, index) => ({
      label: t('evidence.otherDocument', { n: index + 1 }),
      path,
    })),
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h5" mb="xs" id={titleId}>
        {t('evidence.documentsTitle')}
      </Title>
      <Table verticalSpacing={4}>
        <Table.Tbody>
          {documents.map(({ label, path }) => (
            <Table.Tr key={`${label}-${path ?? ''}`}>
              <Table.Th scope="row" fw={500}>
                {label}
              </Table.Th>
              <Table.Td>
                {path ? (
                  <Button variant="subtle" size="compact-sm" onClick={() => openFileInNewTab(path)}>
                    {t('evidence.view')}
                    <VisuallyHidden>{`: ${label} ${t('uploader.newWindow')}`}</VisuallyHidden>
                  </Button>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('evidence.notUploaded')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
