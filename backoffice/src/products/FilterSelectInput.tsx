import { SelectInput } from 'react-admin';

/** Split out of the product list's first screen (see ProductList's FilterSelect). */
export default SelectInput;
