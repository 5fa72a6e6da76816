import {engineSuite} from './support/suite';

engineSuite('webkit');
