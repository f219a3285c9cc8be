// esbuild entry of the Merchants of the Seas map → skywidgets/widgets/static/merchants_seas.js
import { createApp } from "../shared/app.js";
import * as board from "../merchants_seas/board.js";

export default createApp(board);
