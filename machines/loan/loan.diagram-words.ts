// The loan machine in words for the analysts' view (machines/diagram/words.ts): its states'
// names and descriptions, its events, who may send each and its guards, both languages, all
// read from the tables beside the machine.
import type { MachineWords } from '../diagram/words.ts';
import type { Text } from '../shared/i18n-text.ts';
import { eventDescriptions, eventLabels } from './loan.event-labels.ts';
import { guardText, rolesOf } from './loan.guard-labels.ts';
import { regionLabels, stageLabels, stateDescriptions } from './loan.labels.ts';
import type { LoanEventType, Stage } from './loan.types.ts';

const stageNames = Object.fromEntries(
  (Object.entries(stageLabels) as Array<[Stage, Text]>).map(([stage, text]) => [
    `loan.stage.${stage}`,
    // 'Disetujui {provider}': the product is named on a loan's own screen, not in the chart.
    {
      id: text.id.replace('{provider}', '(produk)'),
      en: text.en.replace('{provider}', '(product)'),
    },
  ]),
);

const eventTypes = Object.keys(eventDescriptions) as LoanEventType[];

export const loanDiagramWords: MachineWords = {
  title: { id: 'Siklus pinjaman', en: 'Loan lifecycle' },
  about: stateDescriptions.loan,
  states: {
    ...stageNames,
    ...Object.fromEntries(
      Object.entries(regionLabels).map(([path, text]) => [`loan.${path}`, text]),
    ),
  },
  descriptions: Object.fromEntries(
    Object.entries(stateDescriptions)
      .filter(([path]) => path !== 'loan')
      .map(([path, text]) => [`loan.${path}`, text]),
  ),
  events: eventLabels,
  eventDescriptions,
  roles: Object.fromEntries(eventTypes.map((type) => [type, rolesOf(type)])),
  guard: (name, event) => guardText(name, event as LoanEventType),
};
