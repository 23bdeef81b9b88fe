export function roleLabel(role: string): string {
  return role === 'OWNER' ? 'Owner' : 'Co-host';
}
