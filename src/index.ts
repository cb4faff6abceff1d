import { run } from "./action/main";

run();
