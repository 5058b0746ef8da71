-- Issue 9: the notice-bar announcement in zh and ur. MarqueeSysConf gains `translations` beside the
-- English `announcementTxt` (contracts: endpoints/games-catalogue.ts). A fresh database gets them
-- from the seed; a database seeded before this keeps the operator's document, and only the
-- untouched seed text (the English announcement as first shipped, no translations yet) receives
-- the two translations. updated_at moves past every other document so the apps fetch the new
-- version (updateTime is their cache key).
UPDATE config_documents
SET body = body || jsonb_build_object('translations', jsonb_build_object(
      'zh', '欢迎来到 Khel！每周都有新游戏：Khel Fortune Slots、Khel Rocket Crash、Khel Dice 和 Khel Mines 现已上线。请理性游戏：仅限 18 岁以上。下载 Khel 应用，畅玩更流畅。',
      'ur', 'Khel میں خوش آمدید! ہر ہفتے نئی گیمز: Khel Fortune Slots، Khel Rocket Crash، Khel Dice اور Khel Mines اب دستیاب ہیں۔ ذمہ داری سے کھیلیں: صرف 18 سال سے زائد عمر کے لیے۔ تیز کھیل کے لیے Khel ایپ حاصل کریں۔')),
    updated_at = greatest(now(), (SELECT max(updated_at) + interval '1 millisecond' FROM config_documents))
WHERE name = 'MarqueeSysConf'
  AND body -> 'translations' IS NULL
  AND body ->> 'announcementTxt' = 'Welcome to Khel! New games every week: Khel Fortune Slots, Khel Rocket Crash, Khel Dice and Khel Mines are live now. Play responsibly: 18+ only. Get the Khel app for faster play.';
