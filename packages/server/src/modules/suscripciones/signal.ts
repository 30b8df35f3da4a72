// Lets the ferias routes wake generation right after a feria is created or edited (MARKET §9).
import { createNudge } from '../../shared/nudge.ts';

const generation = createNudge();

export const onGenerationNudge = generation.on;
export const nudgeGeneration = generation.nudge;
