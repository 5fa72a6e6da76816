// The one tslib helper @docusaurus/utils-common uses in the browser (see ../index.ts).
function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
}

module.exports = {__importDefault};
