import type { components as Data } from './generated/data';
import type { components as Meta } from './generated/meta';
import type { components as Records } from './generated/meta-data-driven';
import type { components as Search } from './generated/search';

export type DataModel = Meta['schemas']['DataModel'];
export type EntityDef = Meta['schemas']['EntityDef'];
export type LookupEntityDef = Meta['schemas']['LookupEntityDef'];
export type AttributeDef = Meta['schemas']['AttributeDef'];
export type EnumerationDef = Meta['schemas']['EnumerationDef'];
export type Etalon = Records['schemas']['EtalonRO'];
export type TimelinePeriod = Data['schemas']['TimelineView'];
export type Origin = Data['schemas']['OriginView'];
export type SearchRequest = Search['schemas']['SearchRequestRO'];
export type SearchAnswer = Search['schemas']['SearchRO'];
export type Hit = Search['schemas']['HitView'];
export type HistoryEvent = Data['schemas']['HistoryEvent'];
export type Link = Data['schemas']['RelationRO'];
