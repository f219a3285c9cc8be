// esbuild entry of the Sky Islands board → skywidgets/widgets/static/sky_islands.js
import { createApp } from "../shared/app.js";
import * as board from "../sky_islands/board.js";

export default createApp(board);
