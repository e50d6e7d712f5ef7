import type { TFunction } from 'i18next';

/**
 * A certification level's name in the interface language (1 Associate, 2 Professional, 3 Expert):
 * one list for every page that shows a level, so a language cannot name it two ways; an unknown
 * level reads "Level n".
 */
export const levelName = (t: TFunction, level: number): string => t(`common.levels.${level}`, { defaultValue: t('common.levelNumber', { number: level }) });
