// The my-learning module's face (issue 18, floor 5: an aggregator that reads through the faces below). Nothing is called from other modules.
export { learnerExport } from './my-learning-export.service';
