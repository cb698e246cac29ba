// The chart library and its styles, one lazy chunk: imported only through charts.tsx.
import '@mantine/charts/styles.css';

export { BarChart, DonutChart, LineChart } from '@mantine/charts';
