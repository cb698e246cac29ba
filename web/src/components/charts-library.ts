// The chart library and its styles, one lazy chunk: imported only through charts.tsx.
export { BarChart, DonutChart, LineChart } from '@mantine/charts';

// After the components, so after the Mantine core styles they build on (vite.config.ts).
import '@mantine/charts/styles.css';
