/**
 * The sandbox news API's articles (news.server.ts): the demo market's stories in English and
 * Arabic, newest first, on the demo's images (demo/media). Fourteen, so the list has three pages.
 */
type Words = { title: string; summary: string; body: string[] }
export interface DemoArticle {
  id: string
  date: string
  image: number
  en: Words
  ar: Words
}

export const DEMO_NEWS: readonly DemoArticle[] = [
  {
    id: 'aurelia-x-concept-unveiled',
    date: '2026-11-24T09:00:00Z',
    image: 1032,
    en: {
      title: 'The Aurelia X concept is unveiled in Dubai',
      summary: 'A glimpse of the next Aurelia: a low, silver coupé with a range of 700 km.',
      body: [
        'Under a single spotlight at the Dubai design week, Aurelia showed the X concept: a four-seat electric coupé drawn around a new, flatter battery.',
        'The X points to the brand’s next generation of cars, due from 2028, with faster charging and a cabin made largely of recycled materials.',
      ],
    },
    ar: {
      title: 'الكشف عن سيارة أوريليا X الاختبارية في دبي',
      summary: 'لمحة عن أوريليا القادمة: كوبيه فضية منخفضة بمدى يصل إلى 700 كم.',
      body: [
        'تحت ضوء واحد في أسبوع دبي للتصميم، عرضت أوريليا سيارة X الاختبارية: كوبيه كهربائية بأربعة مقاعد صُممت حول بطارية جديدة أكثر انبساطًا.',
        'تشير X إلى الجيل القادم من سيارات العلامة المتوقع من عام 2028، مع شحن أسرع ومقصورة مصنوعة في معظمها من مواد معاد تدويرها.',
      ],
    },
  },
  {
    id: 'summit-desert-crossing',
    date: '2026-11-17T09:00:00Z',
    image: 1038,
    en: {
      title: 'Vantor Summit crosses the Empty Quarter',
      summary: 'Five days, 1,100 km of sand and not one tow rope.',
      body: [
        'Three Vantor Summits left Liwa at dawn and reached Salalah five days later, crossing dunes up to 200 metres high.',
        'The team ran on standard tyres at lowered pressure, with the terrain programme in Sand mode for most of the way.',
      ],
    },
    ar: {
      title: 'فانتور سميت تعبر الربع الخالي',
      summary: 'خمسة أيام و1,100 كم من الرمال دون حبل سحب واحد.',
      body: [
        'انطلقت ثلاث سيارات فانتور سميت من ليوا فجرًا ووصلت إلى صلالة بعد خمسة أيام، عابرة كثبانًا يصل ارتفاعها إلى 200 متر.',
        'سار الفريق بإطارات عادية بضغط منخفض، مع وضع القيادة على الرمال في معظم الطريق.',
      ],
    },
  },
  {
    id: 'e7-city-of-the-year',
    date: '2026-11-10T09:00:00Z',
    image: 1034,
    en: {
      title: 'Aurelia E7 named the region’s electric car of the year',
      summary: 'Judges praised its range, its quiet cabin and its price.',
      body: [
        'A jury of 24 motoring journalists from across the Gulf chose the Aurelia E7 from a field of eleven electric cars.',
        '“It is the first electric saloon that feels made for our summers,” said the jury’s chair.',
      ],
    },
    ar: {
      title: 'أوريليا E7 سيارة العام الكهربائية في المنطقة',
      summary: 'أشاد الحكام بمداها ومقصورتها الهادئة وسعرها.',
      body: [
        'اختارت لجنة من 24 صحفيًا متخصصًا في السيارات من أنحاء الخليج سيارة أوريليا E7 من بين إحدى عشرة سيارة كهربائية.',
        'قال رئيس اللجنة: «إنها أول سيارة سيدان كهربائية تبدو مصممة لصيفنا».',
      ],
    },
  },
  {
    id: 'fast-chargers-abu-dhabi',
    date: '2026-11-03T09:00:00Z',
    image: 1005,
    en: {
      title: '40 new fast chargers along the Abu Dhabi coast',
      summary: 'From 10 to 80% in 20 minutes, at every Aurelia retailer and on the main roads.',
      body: [
        'The network opens in December, with chargers every 60 km between Ruwais and Ghantoot.',
        'Aurelia drivers charge free for the first year; a map of every station is in the app.',
      ],
    },
    ar: {
      title: '40 شاحنًا سريعًا جديدًا على ساحل أبوظبي',
      summary: 'من 10 إلى 80% في 20 دقيقة، لدى كل موزع لأوريليا وعلى الطرق الرئيسية.',
      body: [
        'تُفتتح الشبكة في ديسمبر، مع شاحن كل 60 كم بين الرويس وغنتوت.',
        'يشحن سائقو أوريليا مجانًا في السنة الأولى؛ وتجد خريطة كل المحطات في التطبيق.',
      ],
    },
  },
  {
    id: 'gt-track-day',
    date: '2026-10-27T09:00:00Z',
    image: 1026,
    en: {
      title: 'Aurelia GT owners take to the Yas circuit',
      summary: 'Sixty owners, one evening and the full 5.3 km circuit.',
      body: [
        'Instructors from the Aurelia driving academy rode along, teaching the racing line and how to use regeneration into the corners.',
        'The next track evening is in February; owners can register at their retailer.',
      ],
    },
    ar: {
      title: 'مالكو أوريليا GT على حلبة ياس',
      summary: 'ستون مالكًا وأمسية واحدة والحلبة الكاملة بطول 5.3 كم.',
      body: [
        'رافقهم مدربون من أكاديمية أوريليا للقيادة، وعلّموهم خط السباق وكيفية استخدام استعادة الطاقة عند المنعطفات.',
        'أمسية الحلبة القادمة في فبراير؛ ويمكن للمالكين التسجيل لدى موزعهم.',
      ],
    },
  },
  {
    id: 'ridge-hybrid-arrives',
    date: '2026-10-20T09:00:00Z',
    image: 1029,
    en: {
      title: 'The Vantor Ridge plug-in hybrid arrives',
      summary: 'Up to 68 km on electricity alone, and the same off-road ability.',
      body: [
        'The Ridge hybrid pairs a 2.0-litre engine with an electric motor on each axle, for 404 PS in all.',
        'It is on sale now at every Vantor retailer, from AED 289,000.',
      ],
    },
    ar: {
      title: 'وصول فانتور ريدج الهجينة القابلة للشحن',
      summary: 'حتى 68 كم بالكهرباء وحدها، مع القدرات نفسها على الطرق الوعرة.',
      body: [
        'تجمع ريدج الهجينة بين محرك سعة 2.0 لتر ومحرك كهربائي على كل محور، بقوة إجمالية 404 حصان.',
        'متوفرة الآن لدى كل موزعي فانتور، بسعر يبدأ من 289,000 درهم.',
      ],
    },
  },
  {
    id: 'inside-the-design-studio',
    date: '2026-10-13T09:00:00Z',
    image: 1013,
    en: {
      title: 'Inside the design studio',
      summary: 'How the E7 went from a pencil line to the road in four years.',
      body: [
        'Four years, 2,000 sketches and one clay model the size of a real car: this is how the Aurelia E7 was drawn.',
        'Wind-tunnel work at the studio took the drag coefficient to 0.23, worth 35 km of range on its own.',
      ],
    },
    ar: {
      title: 'داخل استوديو التصميم',
      summary: 'كيف انتقلت E7 من خط بقلم رصاص إلى الطريق في أربع سنوات.',
      body: [
        'أربع سنوات و2,000 رسم ونموذج طيني بحجم سيارة حقيقية: هكذا رُسمت أوريليا E7.',
        'خفّضت تجارب النفق الهوائي في الاستوديو معامل السحب إلى 0.23، وهو ما يضيف وحده 35 كم إلى المدى.',
      ],
    },
  },
  {
    id: 'coast-road-on-one-charge',
    date: '2026-10-06T09:00:00Z',
    image: 1012,
    en: {
      title: 'The coast road, electrified',
      summary: '402 miles (647 km) on one charge along the coast.',
      body: [
        'We set off at dawn with a full battery and a simple question: can the E7 reach the end of the coast road without stopping?',
        'Eight hours and 402 miles (647 km) later, the answer was yes, with 4% to spare.',
      ],
    },
    ar: {
      title: 'الطريق الساحلي بالكهرباء',
      summary: '647 كم بشحنة واحدة على طول الساحل.',
      body: [
        'انطلقنا فجرًا ببطارية ممتلئة وسؤال بسيط: هل تصل E7 إلى نهاية الطريق الساحلي دون توقف؟',
        'بعد ثماني ساعات و647 كم كان الجواب نعم، مع 4% متبقية.',
      ],
    },
  },
  {
    id: 'summit-takes-the-pass',
    date: '2026-09-29T09:00:00Z',
    image: 1007,
    en: {
      title: 'Summit takes the pass',
      summary: 'The Vantor Summit crosses a mountain pass in February snow.',
      body: [
        'When the pass closed to ordinary traffic, the mountain rescue team called Vantor.',
        'With low range engaged, the Summit climbed 600 metres through fresh snow to deliver supplies to the refuge at the top.',
      ],
    },
    ar: {
      title: 'سميت تعبر الممر الجبلي',
      summary: 'فانتور سميت تعبر ممرًا جبليًا وسط ثلوج فبراير.',
      body: [
        'حين أُغلق الممر أمام حركة المرور العادية، اتصل فريق الإنقاذ الجبلي بفانتور.',
        'بتعشيق الدفع المنخفض، صعدت سميت 600 متر عبر الثلج الطازج لإيصال الإمدادات إلى الملجأ في القمة.',
      ],
    },
  },
  {
    id: 'e5-safety-rating',
    date: '2026-09-22T09:00:00Z',
    image: 1036,
    en: {
      title: 'Five stars for the Aurelia E5',
      summary: 'The top safety rating, with the best score in its class for child occupants.',
      body: [
        'Independent crash tests gave the E5 five stars, with 91% for adult and 89% for child occupants.',
        'Every E5 comes with automatic emergency braking and lane keeping as standard.',
      ],
    },
    ar: {
      title: 'خمس نجوم لأوريليا E5',
      summary: 'أعلى تصنيف للسلامة، مع أفضل نتيجة في فئتها لسلامة الأطفال.',
      body: [
        'منحت اختبارات التصادم المستقلة E5 خمس نجوم، بنسبة 91% للبالغين و89% للأطفال.',
        'تأتي كل E5 بالكبح التلقائي في حالات الطوارئ ونظام البقاء في المسار كتجهيز قياسي.',
      ],
    },
  },
  {
    id: 'new-showroom-riyadh',
    date: '2026-09-15T09:00:00Z',
    image: 1010,
    en: {
      title: 'A new Aurelia and Vantor showroom in Riyadh',
      summary: 'Both brands under one roof, with a workshop for electric cars.',
      body: [
        'The showroom on King Fahd Road shows twelve cars and has a lounge for customers waiting for their service.',
        'Its workshop is certified for high-voltage repairs on every Aurelia and Vantor model.',
      ],
    },
    ar: {
      title: 'صالة عرض جديدة لأوريليا وفانتور في الرياض',
      summary: 'العلامتان تحت سقف واحد، مع ورشة للسيارات الكهربائية.',
      body: [
        'تعرض الصالة على طريق الملك فهد اثنتي عشرة سيارة، وفيها استراحة للعملاء أثناء صيانة سياراتهم.',
        'ورشتها معتمدة لإصلاحات الجهد العالي في كل طرازات أوريليا وفانتور.',
      ],
    },
  },
  {
    id: 'summer-service-check',
    date: '2026-06-02T09:00:00Z',
    image: 1009,
    en: {
      title: 'A free summer check for every car',
      summary: 'Air conditioning, tyres and battery checked before the heat.',
      body: [
        'Until the end of June, every Aurelia and Vantor retailer checks your car for the summer free of charge.',
        'Book online or call your retailer.',
      ],
    },
    ar: {
      title: 'فحص صيفي مجاني لكل سيارة',
      summary: 'فحص التكييف والإطارات والبطارية قبل الحر.',
      body: ['حتى نهاية يونيو، يفحص كل موزعي أوريليا وفانتور سيارتك استعدادًا للصيف مجانًا.', 'احجز عبر الإنترنت أو اتصل بموزعك.'],
    },
  },
  {
    id: 'vantor-club-weekend',
    date: '2026-04-14T09:00:00Z',
    image: 1008,
    en: {
      title: 'Vantor Club weekend in the Hajar mountains',
      summary: 'Two days of trails, camping and a night under the stars.',
      body: [
        'Forty Vantor owners and their families drove the wadis of the Hajar mountains with the club’s guides.',
        'The autumn weekend opens for registration in August.',
      ],
    },
    ar: {
      title: 'عطلة نادي فانتور في جبال الحجر',
      summary: 'يومان من الدروب والتخييم وليلة تحت النجوم.',
      body: ['قاد أربعون مالكًا لسيارات فانتور مع عائلاتهم في أودية جبال الحجر برفقة مرشدي النادي.', 'يُفتح التسجيل لعطلة الخريف في أغسطس.'],
    },
  },
  {
    id: 'aurelia-arrives-in-the-gulf',
    date: '2026-02-03T09:00:00Z',
    image: 1002,
    en: {
      title: 'Aurelia arrives in the Gulf',
      summary: 'The E5, E7 and GT go on sale in six countries.',
      body: [
        'From today, Aurelia’s electric cars are sold in the Emirates, Saudi Arabia, Qatar, Kuwait, Bahrain and Oman.',
        'Every car comes with an eight-year battery warranty.',
      ],
    },
    ar: {
      title: 'أوريليا تصل إلى الخليج',
      summary: 'طرح E5 وE7 وGT للبيع في ست دول.',
      body: [
        'اعتبارًا من اليوم، تُباع سيارات أوريليا الكهربائية في الإمارات والسعودية وقطر والكويت والبحرين وعُمان.',
        'تأتي كل سيارة بضمان للبطارية لمدة ثماني سنوات.',
      ],
    },
  },
]
