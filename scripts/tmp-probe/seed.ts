import { seedEvent } from '../bench/app-process.ts';
const { slug } = await seedEvent(process.argv[2]!, 20);
console.log(slug);
