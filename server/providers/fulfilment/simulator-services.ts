import type { PanelServiceInfo } from './types';

type Row = [serviceId: string, name: string, category: string, rate: string, min: number, max: number];

/**
 * 내장 시뮬레이터가 파는 서비스. 번호는 데모 상품(server/db/seed/catalogue-products.ts)의 panelServiceId 와 같고,
 * 수량 한도는 그 상품들의 최소·최대를 감싼다(일일 상품은 하루치가 한 주문이다).
 */
const ROWS: Row[] = [
  ['1001', 'Instagram Followers [Korean] [Refill 30D]', 'Instagram Followers', '4.20', 10, 100_000],
  ['1002', 'Instagram Followers [Global] [Refill 30D]', 'Instagram Followers', '1.10', 10, 1_000_000],
  ['1003', 'Instagram Followers [Global] [Cheap]', 'Instagram Followers', '0.60', 100, 2_000_000],
  ['1004', 'Instagram Followers [Korean Female] [Refill 30D]', 'Instagram Followers', '5.40', 10, 20_000],
  ['1005', 'Instagram Followers [Korean] [Daily]', 'Instagram Followers', '4.50', 10, 5_000],
  ['1011', 'Instagram Likes [Korean]', 'Instagram Likes', '0.90', 10, 50_000],
  ['1012', 'Instagram Likes [Global]', 'Instagram Likes', '0.25', 10, 200_000],
  ['1013', 'Instagram Likes [Korean Female]', 'Instagram Likes', '1.20', 10, 20_000],
  ['1021', 'Instagram Reels Views [Global]', 'Instagram Views', '0.02', 100, 20_000_000],
  ['1022', 'Instagram Reels Views [Korean]', 'Instagram Views', '0.15', 100, 2_000_000],
  ['1031', 'Instagram Comments [Korean] [Random]', 'Instagram Comments', '25.00', 5, 1_000],
  ['1032', 'Instagram Comments [Korean] [Custom]', 'Instagram Comments', '40.00', 5, 500],
  ['1041', 'Instagram Auto Likes [Korean] [30 Days]', 'Instagram Auto Likes', '0.95', 10, 5_000],
  ['1042', 'Instagram Auto Likes [Global]', 'Instagram Auto Likes', '0.30', 10, 10_000],
  ['1043', 'Instagram Auto Likes [Korean Female]', 'Instagram Auto Likes', '1.25', 10, 5_000],
  ['2001', 'YouTube Subscribers [Global] [Refill 30D]', 'YouTube Subscribers', '6.50', 10, 200_000],
  ['2002', 'YouTube Subscribers [Korean] [Refill 30D]', 'YouTube Subscribers', '12.00', 10, 20_000],
  ['2003', 'YouTube Subscribers [Global] [Daily]', 'YouTube Subscribers', '7.00', 10, 1_000],
  ['2011', 'YouTube Views [Global]', 'YouTube Views', '0.12', 100, 20_000_000],
  ['2012', 'YouTube Views [Korean]', 'YouTube Views', '0.20', 100, 2_000_000],
  ['2013', 'YouTube Shorts Views [Global]', 'YouTube Views', '0.05', 100, 20_000_000],
  ['2021', 'YouTube Likes [Global] [Refill 30D]', 'YouTube Likes', '0.80', 10, 100_000],
  ['2022', 'YouTube Likes [Korean] [Refill 30D]', 'YouTube Likes', '1.20', 10, 20_000],
  ['2031', 'YouTube Watch Time [Global] [Hours]', 'YouTube Watch Time', '2.40', 100, 10_000],
  ['2032', 'YouTube Watch Time [Korean] [Hours]', 'YouTube Watch Time', '4.80', 100, 10_000],
  ['3001', 'TikTok Followers [Global] [Refill 30D]', 'TikTok Followers', '2.00', 10, 200_000],
  ['3002', 'TikTok Followers [Korean] [Refill 30D]', 'TikTok Followers', '4.80', 10, 20_000],
  ['3011', 'TikTok Likes [Global]', 'TikTok Likes', '0.30', 10, 200_000],
  ['3012', 'TikTok Likes [Korean]', 'TikTok Likes', '1.00', 10, 20_000],
  ['3021', 'TikTok Views [Global]', 'TikTok Views', '0.01', 100, 20_000_000],
  ['3022', 'TikTok Views [Global] [Daily]', 'TikTok Views', '0.01', 100, 200_000],
  ['4001', 'Facebook Page Likes [Global] [Refill 30D]', 'Facebook Page Likes', '1.60', 10, 100_000],
  ['4002', 'Facebook Page Likes [Korean] [Refill 30D]', 'Facebook Page Likes', '4.00', 10, 10_000],
  ['4011', 'Facebook Page Followers [Global] [Refill 30D]', 'Facebook Page Followers', '1.70', 10, 100_000],
  ['4012', 'Facebook Page Followers [Korean] [Refill 30D]', 'Facebook Page Followers', '4.40', 10, 10_000],
];

export const SIMULATOR_SERVICES: PanelServiceInfo[] = ROWS.map(([serviceId, name, category, rate, min, max]) => ({
  serviceId,
  name,
  type: 'Default',
  category,
  rate,
  min,
  max,
  refill: true,
  cancel: true,
}));
