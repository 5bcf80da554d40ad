import { Card, CardContent, Typography } from '@mui/material';

/** A titled card of a record's page (order, quote): the heading names the section. */
export function Panel({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 700, fontSize: 17, mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
