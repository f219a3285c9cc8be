// esbuild entry of the generic board (any game without its own) → static/generic.js
import { createApp } from "../shared/app.js";
import * as board from "../generic/board.js";

export default createApp(board);
