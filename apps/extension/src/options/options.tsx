import { mount } from "../lib/mount";
import { OptionsPage } from "./options-page";

mount(<OptionsPage />);
