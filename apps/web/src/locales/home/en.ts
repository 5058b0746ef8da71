// Home strings of issue 9/12: the banner copy laid over the text-free artwork (the same four
// banners show in the home carousel, the banner popup and the left menu).
export const homeEn = {
  banners: {
    qd: { title: 'Daily Sign-In Rewards', text: 'Check in every day, collect coins', cta: 'Sign in now' },
    vip: { title: 'VIP Club: Level Up', text: 'Unlock bigger perks at every level', cta: 'View VIP' },
    dl: { title: 'Invite Friends, Earn Together', text: 'Share your link and earn rewards', cta: 'Invite now' },
    pxx: { title: 'Lucky Wheel', text: 'Spin every day for a prize', cta: 'Spin now' },
  },
};

export type HomeTable = typeof homeEn;
