// The DefaultTheme augmentation lives in ./theme.ts so every app that imports `shared` gets it.
import './theme';
