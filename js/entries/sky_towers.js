// esbuild entry of the Sky Towers card table → skywidgets/widgets/static/sky_towers.js
import { createApp } from "../shared/app.js";
import * as board from "../sky_towers/board.js";

export default createApp(board);
