// toastify-js ships an ES module build beside its UMD main file; @types/toastify-js describes both.
declare module 'toastify-js/src/toastify-es.js' {
  import Toastify from 'toastify-js';
  export default Toastify;
}
