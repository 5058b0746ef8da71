// Home strings: the banner copy laid over the text-free artwork (the same four
// banners show in the home carousel and the banner popup; `short` names them on the left menu).
export const homeEn = {
  banners: {
    qd: { title: 'Daily Sign-In Rewards', text: 'Check in every day, collect coins', cta: 'Sign in now', short: 'Daily sign-in' },
    vip: { title: 'VIP Club: Level Up', text: 'Unlock bigger perks at every level', cta: 'View VIP', short: 'VIP Club' },
    dl: { title: 'Invite Friends, Earn Together', text: 'Share your link and earn rewards', cta: 'Invite now', short: 'Invite friends' },
    pxx: { title: 'Lucky Wheel', text: 'Spin every day for a prize', cta: 'Spin now', short: 'Lucky Wheel' },
  },
  /** The home carousel's name for screen readers. */
  carousel: 'Offers',
};

export type HomeTable = typeof homeEn;
