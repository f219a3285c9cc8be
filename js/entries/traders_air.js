// esbuild entry of the Traders of the Air board → skywidgets/widgets/static/traders_air.js
import { createApp } from "../shared/app.js";
import * as board from "../traders_air/board.js";

export default createApp(board);
