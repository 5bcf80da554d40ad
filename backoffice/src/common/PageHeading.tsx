import { Typography } from '@mui/material';

export function PageHeading({ children }: { children: React.ReactNode }) {
  return (
    <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mt: 2, mb: 0.5 }}>
      {children}
    </Typography>
  );
}
