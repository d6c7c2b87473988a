// The operator app's input, label and button looks (web/components/ui/) as plain classes: the login
// page has no React and no class merger.
export const inputClass =
  'flex h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs outline-none transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm';
export const labelClass = 'flex select-none items-center gap-2 text-sm font-medium leading-none';
const buttonBase =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium outline-none transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50';
export const primaryButtonClass = `${buttonBase} h-9 bg-primary px-4 py-2 text-primary-foreground shadow-xs hover:bg-primary/90`;
export const outlineButtonClass = `${buttonBase} h-8 gap-1.5 border bg-background px-3 shadow-xs hover:bg-accent hover:text-accent-foreground`;
