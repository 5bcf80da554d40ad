import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { PageHeading } from '../common/PageHeading';

export default function OrdersComingSoon() {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('sw.orders.title')} />
      <PageHeading>{translate('sw.orders.title')}</PageHeading>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h6" component="p">
            {translate('sw.orders.coming_soon')}
          </Typography>
          <Typography color="text.secondary">{translate('sw.orders.text')}</Typography>
        </CardContent>
      </Card>
    </>
  );
}
