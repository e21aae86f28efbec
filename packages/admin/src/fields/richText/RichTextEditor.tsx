import { Unsupported } from '../shared/Unsupported.tsx';

export default Unsupported;
