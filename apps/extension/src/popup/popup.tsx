import { mount } from "../lib/mount";
import { PopupApp } from "./popup-app";

mount(<PopupApp />);
