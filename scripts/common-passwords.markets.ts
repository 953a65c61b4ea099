// Words people build passwords from in the markets no zxcvbn-ts list covers (Hungarian, Slovak, Turkish) and the
// German-speaking keyboard, for scripts/common-passwords.ts: the word for password, months, seasons, cities,
// football clubs, common first names, keyboard rows.
export const MARKET_WORDS: readonly string[] = [
  // keyboards (QWERTZ in DE, AT, CH, CZ, HU, SK, PL; AZERTY in fr; Turkish Q and F)
  'qwertz', 'qwertzu', 'qwertzui', 'qwertzuiop', 'asdfgh', 'asdfghjkl', 'yxcvbn', 'yxcvbnm', 'azerty', 'azertyuiop', 'qsdfgh', 'wxcvbn',
  'qwerty', 'qwertyuiop', 'zxcvbn', 'zxcvbnm', 'fgğıod', 'qwertyuıop',
  // German (the lists lack some)
  'passwort', 'kennwort', 'geheim', 'sommer', 'winter', 'frühling', 'fruehling', 'herbst', 'deutschland', 'österreich', 'oesterreich',
  'schweiz', 'berlin', 'hamburg', 'münchen', 'muenchen', 'wien', 'zürich', 'zuerich', 'bayern', 'schalke', 'borussia', 'fussball',
  'fußball', 'hallo', 'schatz', 'mausi', 'hase', 'januar', 'februar', 'märz', 'maerz', 'april', 'juni', 'juli', 'august', 'september',
  'oktober', 'november', 'dezember', 'montag', 'freitag', 'sonntag', 'liebe', 'familie',
  // Hungarian
  'jelszó', 'jelszo', 'titok', 'szerelem', 'nyár', 'nyar', 'tavasz', 'ősz', 'tél', 'budapest', 'debrecen', 'szeged', 'miskolc', 'pécs',
  'pecs', 'győr', 'gyor', 'magyar', 'magyarország', 'magyarorszag', 'ferencváros', 'ferencvaros', 'fradi', 'újpest', 'ujpest',
  'január', 'február', 'március', 'április', 'május', 'június', 'július', 'augusztus', 'szeptember', 'október', 'december',
  'lászló', 'laszlo', 'istván', 'istvan', 'józsef', 'jozsef', 'zoltán', 'zoltan', 'sándor', 'sandor', 'gábor', 'gabor', 'ferenc',
  'attila', 'péter', 'peter', 'tamás', 'tamas', 'zsolt', 'erzsébet', 'erzsebet', 'katalin', 'ilona', 'éva', 'anikó', 'aniko',
  'zsófia', 'zsofia', 'cica', 'kutya', 'macska', 'szia', 'hello',
  // Slovak
  'heslo', 'tajne', 'tajné', 'láska', 'laska', 'leto', 'jar', 'jeseň', 'jesen', 'zima', 'bratislava', 'košice', 'kosice', 'prešov',
  'presov', 'žilina', 'zilina', 'nitra', 'slovensko', 'slovan', 'január', 'február', 'marec', 'apríl', 'máj', 'jún', 'júl', 'október',
  'jozef', 'ján', 'peter', 'michal', 'martin', 'tomáš', 'mária', 'maria', 'zuzana', 'katarína', 'katarina', 'lucia', 'ahoj',
  'mačka', 'macka', 'pes', 'miláčik', 'milacik',
  // Czech (beyond the list)
  'heslo', 'tajne', 'praha', 'brno', 'ostrava', 'plzeň', 'plzen', 'sparta', 'slavia', 'česko', 'cesko', 'láska', 'laska', 'léto',
  // Turkish
  'şifre', 'sifre', 'parola', 'gizli', 'aşkım', 'askim', 'sevgilim', 'canım', 'canim', 'yaz', 'kış', 'kis', 'bahar', 'sonbahar',
  'istanbul', 'ankara', 'izmir', 'bursa', 'antalya', 'adana', 'konya', 'trabzon', 'türkiye', 'turkiye', 'galatasaray', 'fenerbahçe',
  'fenerbahce', 'beşiktaş', 'besiktas', 'trabzonspor', 'ocak', 'şubat', 'subat', 'mart', 'nisan', 'mayıs', 'mayis', 'haziran',
  'temmuz', 'ağustos', 'agustos', 'eylül', 'eylul', 'ekim', 'kasım', 'kasim', 'aralık', 'aralik', 'mehmet', 'mustafa', 'ahmet',
  'ali', 'hüseyin', 'huseyin', 'hasan', 'ibrahim', 'murat', 'emre', 'fatma', 'ayşe', 'ayse', 'emine', 'hatice', 'zeynep', 'elif',
  'merhaba', 'allah', 'kedi', 'köpek', 'kopek',
];
