import type { OpeningHours } from '~/dealers/dealer.ts'

/**
 * The Arabic demo market's stock texts (ADR 089, 122): the generator's English names of engines,
 * trims, paints, cabins and equipment in Arabic, so the Arabic market's own data reads in Arabic.
 * Model names and trim codes (E7, GT, S, SE, HSE) stay the brands' own. demo/stock.test.ts checks
 * that every name the generator can draw has its translation here.
 */
export const AR_STOCK_NAMES: Readonly<Record<string, string>> = {
  // Engines (the version's first part)
  '2.0 Diesel AWD': 'ديزل 2.0 دفع رباعي',
  '2.0 Diesel FWD manual': 'ديزل 2.0 دفع أمامي يدوي',
  '2.0 Petrol AWD': 'بنزين 2.0 دفع رباعي',
  '2.0 Plug-in Hybrid AWD': 'هجينة قابلة للشحن 2.0 دفع رباعي',
  '3.0 Mild Hybrid AWD': 'هجينة خفيفة 3.0 دفع رباعي',
  '3.0 Plug-in Hybrid AWD': 'هجينة قابلة للشحن 3.0 دفع رباعي',
  '3.0 Plug-in Hybrid AWD Black Edition': 'هجينة قابلة للشحن 3.0 دفع رباعي الإصدار الأسود',
  'Dual Motor AWD': 'محركان دفع رباعي',
  'Long Range RWD': 'مدى طويل دفع خلفي',
  'Performance AWD': 'الأداء العالي دفع رباعي',
  'Standard Range RWD': 'مدى قياسي دفع خلفي',
  // Trims (codes such as S, SE, HSE and GT stay as they are)
  Core: 'الأساسية',
  'Edition One': 'الإصدار الأول',
  Executive: 'التنفيذية',
  Expedition: 'الاستكشاف',
  'GT Launch': 'GT الإطلاق',
  Signature: 'سيغنتشر',
  Style: 'ستايل',
  'X-Dynamic': 'إكس-ديناميك',
  // Paints
  'Arctic White': 'أبيض قطبي',
  'Canyon Orange': 'برتقالي الوادي',
  Copper: 'نحاسي',
  'Deep Blue': 'أزرق داكن',
  'Glacier Blue': 'أزرق جليدي',
  Graphite: 'رمادي غرافيت',
  'Liquid Silver': 'فضي سائل',
  'Moss Green': 'أخضر طحلبي',
  'Obsidian Black': 'أسود أوبسيديان',
  'Pearl White': 'أبيض لؤلؤي',
  'Racing Red': 'أحمر السباق',
  'Sand Dune': 'رملي الكثبان',
  'Solar Yellow': 'أصفر شمسي',
  'Sunset Orange': 'برتقالي الغروب',
  // Cabins and upholstery
  Charcoal: 'فحمي',
  Cream: 'كريمي',
  Ebony: 'أبنوسي',
  Ivory: 'عاجي',
  Saddle: 'بني السرج',
  Tan: 'بني فاتح',
  'Alcantara and leather': 'ألكانتارا وجلد',
  Cloth: 'قماش',
  'Grained leather': 'جلد محبب',
  Leather: 'جلد',
  'Nappa leather': 'جلد نابا',
  'Recycled cloth': 'قماش معاد تدويره',
  'Vegan leather': 'جلد نباتي',
  'Windsor leather': 'جلد وندسور',
  // Equipment, options and accessories
  '11 kW on-board charger': 'شاحن مدمج بقدرة 11 كيلوواط',
  '11.4-inch touchscreen with navigation': 'شاشة لمس مقاس 11.4 بوصة مع نظام ملاحة',
  '12.3-inch touchscreen with navigation': 'شاشة لمس مقاس 12.3 بوصة مع نظام ملاحة',
  '13.1-inch touchscreen with off-road navigation': 'شاشة لمس مقاس 13.1 بوصة مع ملاحة للطرق الوعرة',
  '15-inch touchscreen with navigation': 'شاشة لمس مقاس 15 بوصة مع نظام ملاحة',
  '19-inch aero wheels': 'عجلات انسيابية مقاس 19 بوصة',
  '20-inch wheels': 'عجلات مقاس 20 بوصة',
  '21-inch forged wheels': 'عجلات مطروقة مقاس 21 بوصة',
  '21-inch forged wheels, satin bronze': 'عجلات مطروقة مقاس 21 بوصة بلون برونزي مطفأ',
  '22 kW on-board charger': 'شاحن مدمج بقدرة 22 كيلوواط',
  '360° camera': 'كاميرا 360 درجة',
  'Adaptive air suspension': 'تعليق هوائي تكيفي',
  'Adaptive cruise control': 'مثبت سرعة تكيفي',
  'Adaptive cruise control with steering assist': 'مثبت سرعة تكيفي مع مساعد التوجيه',
  'Advanced off-road capability pack': 'حزمة القدرات المتقدمة على الطرق الوعرة',
  'Air suspension': 'تعليق هوائي',
  'Air suspension with wading mode': 'تعليق هوائي مع وضع الخوض في المياه',
  'All-terrain tyres': 'إطارات لجميع التضاريس',
  'All-weather floor mats': 'دواسات أرضية لجميع الأحوال الجوية',
  'Apple CarPlay and Android Auto': 'Apple CarPlay وAndroid Auto',
  'Black exterior pack': 'حزمة المظهر الخارجي الأسود',
  'Boot liner': 'بطانة صندوق الأمتعة',
  'Bowers-style premium audio, 19 speakers': 'نظام صوتي فاخر، 19 سماعة',
  'Bronze brake calipers': 'ملاقط فرامل برونزية',
  'Carbon exterior pack': 'حزمة الكربون الخارجية',
  'Carbon roof': 'سقف من ألياف الكربون',
  'Carbon-ceramic brakes': 'فرامل كربون سيراميك',
  'ClearSight ground view': 'رؤية أرضية ClearSight',
  'Cold climate pack (heated windscreen, heated steering wheel)': 'حزمة الطقس البارد (زجاج أمامي مدفأ، مقود مدفأ)',
  'Configurable ambient lighting': 'إضاءة محيطية قابلة للتخصيص',
  'Deployable side ladder': 'سلم جانبي قابل للفتح',
  'Digital key': 'مفتاح رقمي',
  'Dog guard': 'حاجز للحيوانات الأليفة',
  'Driver assistance pack plus': 'حزمة مساعدة السائق بلس',
  'Dual-zone climate control': 'تكييف أوتوماتيكي ثنائي المناطق',
  'Expedition roof rack': 'حامل سقف للرحلات',
  'Four-zone climate control': 'تكييف أوتوماتيكي رباعي المناطق',
  'Head-up display': 'شاشة عرض أمامية',
  'Heat pump': 'مضخة حرارية',
  'Heated and ventilated front seats': 'مقاعد أمامية مدفأة ومهواة',
  'Heated front seats': 'مقاعد أمامية مدفأة',
  'Heated rear seats': 'مقاعد خلفية مدفأة',
  'Hill descent control': 'نظام التحكم في النزول من المنحدرات',
  'Home wall charger, 22 kW': 'شاحن منزلي جداري، 22 كيلوواط',
  'Home wall charger, 7 kW': 'شاحن منزلي جداري، 7 كيلوواط',
  'Indoor car cover': 'غطاء داخلي للسيارة',
  'LED headlights': 'مصابيح أمامية LED',
  'Lane keeping assist': 'مساعد البقاء في المسار',
  'Launch control': 'نظام التحكم في الانطلاق',
  'Leather seats': 'مقاعد جلدية',
  'Luxury floor mats': 'دواسات أرضية فاخرة',
  'Matrix LED headlights': 'مصابيح أمامية Matrix LED',
  'Meridian-style surround sound': 'نظام صوت محيطي فاخر',
  'Nappa leather seats with massage': 'مقاعد من جلد نابا مع تدليك',
  'Night vision assist': 'مساعد الرؤية الليلية',
  'Off-road pack (all-terrain tyres, underbody protection)': 'حزمة الطرق الوعرة (إطارات لجميع التضاريس، حماية أسفل الهيكل)',
  'Panoramic glass roof': 'سقف زجاجي بانورامي',
  'Panoramic glass roof, electrochromic': 'سقف زجاجي بانورامي متغير التعتيم',
  'Pixel LED headlights': 'مصابيح أمامية Pixel LED',
  'Portable rinse system': 'نظام غسيل محمول',
  'Powered tailgate': 'باب خلفي كهربائي',
  'Premium audio, 12 speakers': 'نظام صوتي فاخر، 12 سماعة',
  'Premium audio, 21 speakers': 'نظام صوتي فاخر، 21 سماعة',
  'Rear comfort pack (heated rear seats, sunblinds)': 'حزمة الراحة الخلفية (مقاعد خلفية مدفأة، ستائر شمسية)',
  'Rear parking camera': 'كاميرا ركن خلفية',
  'Rear-seat entertainment': 'نظام ترفيه للمقاعد الخلفية',
  'Rear-seat tablet holders': 'حوامل أجهزة لوحية للمقاعد الخلفية',
  'Rear-wheel steering': 'توجيه العجلات الخلفية',
  'Roof bars': 'قضبان السقف',
  'Roof box, 420 l': 'صندوق سقف، 420 لترًا',
  'Roof rack and ladder': 'حامل سقف وسلم',
  'Rubber floor mats': 'دواسات أرضية مطاطية',
  'Seven seats': 'سبعة مقاعد',
  'Seven seats, third row folding flat': 'سبعة مقاعد، الصف الثالث قابل للطي بشكل مسطح',
  'Side steps': 'درجات جانبية',
  'Sliding panoramic roof': 'سقف بانورامي منزلق',
  'Sports seats with memory': 'مقاعد رياضية مع ذاكرة',
  'Terrain response 2': 'نظام الاستجابة للتضاريس 2',
  'Terrain response with four modes': 'نظام الاستجابة للتضاريس بأربعة أوضاع',
  'Tow bar, electrically retractable': 'قضيب سحب قابل للطي كهربائيًا',
  'Tow pack (electrically deployable tow bar, trailer stability assist)': 'حزمة السحب (قضيب سحب كهربائي، مساعد ثبات المقطورة)',
  'Tow pack, 3,500 kg': 'حزمة السحب، 3,500 كغ',
  'Track day helmet set': 'طقم خوذ لأيام الحلبة',
  'Track pack (lap timer, track tyres)': 'حزمة الحلبة (مؤقت اللفات، إطارات الحلبة)',
  'Two-speed transfer box': 'علبة تحويل بسرعتين',
  'Wade sensing': 'استشعار عمق المياه',
  'Winter pack (heated steering wheel, heated rear seats)': 'حزمة الشتاء (مقود مدفأ، مقاعد خلفية مدفأة)',
  'Wireless phone charging': 'شحن لاسلكي للهاتف',
}

/** A name in Arabic: its translation, a paint option as 'طلاء …', else as it is (a model or trim code). */
export function arabicName(name: string): string {
  const paint = / paint$/.exec(name) ? name.slice(0, -' paint'.length) : null
  if (paint !== null && AR_STOCK_NAMES[paint]) return `طلاء ${AR_STOCK_NAMES[paint]}`
  return AR_STOCK_NAMES[name] ?? name
}

/** A version ('Long Range RWD Signature') in Arabic: its engine's name and its trim's. */
export function arabicVersion(engine: string, trim: string): string {
  return `${arabicName(engine)} ${arabicName(trim)}`
}

const AR_DAYS: Record<OpeningHours['day'], string> = {
  mon: 'الاثنين',
  tue: 'الثلاثاء',
  wed: 'الأربعاء',
  thu: 'الخميس',
  fri: 'الجمعة',
  sat: 'السبت',
  sun: 'الأحد',
}

/**
 * A retailer's opening hours in Arabic ('السبت–الخميس 09:00–21:00؛ الجمعة 14:00–21:00'), the
 * days in the order the week has them there (from Saturday), a run of days with the same hours as
 * one range; the English text is openingHoursText's ('Mo-Th 09:00-21:00').
 */
export function arabicOpeningHours(hours: readonly OpeningHours[]): string {
  const runs: { from: string; to: string; time: string }[] = []
  for (const h of hours) {
    const time = `${h.opens}–${h.closes}`
    const last = runs.at(-1)
    if (last && last.time === time) last.to = AR_DAYS[h.day]
    else runs.push({ from: AR_DAYS[h.day], to: AR_DAYS[h.day], time })
  }
  return runs.map((r) => `${r.from === r.to ? r.from : `${r.from}–${r.to}`} ${r.time}`).join('؛ ')
}
