// What other domains use of the files route: the rule of who may keep a served file (decision 063).
export { coverFileAudience, uploadFileAudience, type FileAudience } from './file-cache.ts';
