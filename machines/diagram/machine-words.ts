// The words each machine keeps beside itself for the analysts' view, by machine id. A machine not
// listed reads its own keys split into words (plainWords in words.ts).
import { loanDiagramWords } from '../loan/loan.diagram-words.ts';
import type { MachineWords } from './words.ts';

const WORDS: Readonly<Record<string, MachineWords>> = {
  loan: loanDiagramWords,
};

export const wordsOf = (machineId: string): MachineWords | undefined => WORDS[machineId];
