/** 소셜 흐름이 오가는 화면들 */
export const MEMBER_INFO_PATH = '/my-page/member-info';
export const SOCIAL_SIGNUP_PATH = '/account/signup/social';
