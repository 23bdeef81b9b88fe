// Numbers as people read them, shared by pages of different areas.

/** 1536 → '1.5 KB'; 3_500_000_000 → '3.3 GB'. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 || unit === 0 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

/** 93_784 → '1 d 2 h 3 min'. */
export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const parts = [days ? `${days} d` : '', hours ? `${hours} h` : '', `${minutes} min`].filter(Boolean);
  return parts.join(' ');
}
