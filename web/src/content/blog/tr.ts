// The blog's posts in Turkish ("siz"), written from ./en.ts for Turkish readers, not word for word. No
// imports: the browser tests read it as it is; ./posts.ts checks its shape where it loads it.

const texts = {
  'collect-every-guest-photo': {
    title: 'Misafirlerinizin çektiği her fotoğrafı nasıl toplarsınız?',
    excerpt: 'Düğün fotoğraflarının çoğu, çekildiği telefondan hiç çıkmaz. Birkaç küçük tercih bunu değiştirir.',
    content: [
      'Yüz kişilik bir düğünde birkaç bin fotoğraf çekilir; çift ise bunların genellikle ancak birkaç düzinesini, haftalar sonra bir WhatsApp grubunda görür. Fotoğraflar, insanlar paylaşmak istemediği için kaybolmaz; paylaşmak, yapılacaklar listesindeki bir iş daha olduğu için kaybolur.',
      'Paylaşmayı tek adıma indirin. Her masadaki bir karta basılmış tek bir bağlantı; bir hashtag’den, hesap açmayı gerektiren ortak bir albümden ya da balayı dönüşü gönderilen bir ricadan çok daha iyi işler. Misafirler anı henüz tazeyken, telefonlarında zaten olan tarayıcıdan yükler.',
      'İki kez isteyin: bir kez davetiyede (“telefonunuzu getirin, fotoğraflarınızı bekliyoruz”), bir kez de düğün günü, yemekten sonra biri mikrofondan hatırlattığında. Asıl işe yarayan ikinci hatırlatmadır.',
      'Sonra herkesin görebileceği bir yerde teşekkür edin. Onaylanan fotoğraflar mekândaki slayt gösterisinde belirdiğinde misafirler kendi karelerini ekranda görür ve dakikalar içinde on yeni yükleme daha gelir.',
    ],
    tags: ['misafir fotoğrafları', 'qr kodlar', 'slayt gösterisi'],
  },
  'wedding-page-checklist': {
    title: 'Düğün sayfanız için kontrol listesi',
    excerpt: 'Tarih, mekân, harita, LCV için son gün: misafirlerin aradığı bilgiler, aradıkları sırayla.',
    content: [
      'Misafirler sayfanızı üç nedenle açar: ne zaman ve nerede olduğunu öğrenmek, katılım durumunu bildirmek ve düğün günü fotoğraf paylaşmak. Bunları en başa koyun.',
      'Mekânın adını ve açık adresini yazın, haritaya da bir iğne bırakın: “eski değirmen” size çok net gelir, taksi şoförü içinse bir bilmecedir. Düğün günü ulaşılabilecek birinin adını ve telefon numarasını da ekleyin.',
      'Katılım yanıtları için son günü, yemek firmanızın kesin kişi sayısını istediği tarihten bir hafta önceye koyun ve çocukların ya da misafirlerin yanında getireceği kişilerin davetli olup olmadığını tek cümleyle belirtin. Misafirler yanıtlarını aynı telefondan değiştirebilir; bu yüzden erkenden gelen bir “belki” hiçbir şey kaybettirmez.',
      'Son olarak bir kapak fotoğrafı ve “Kutlamamız hakkında” bölümüne birkaç satır. Misafirlerin en son okuduğu, ama en uzun hatırladığı kısım orasıdır.',
    ],
    tags: ['lcv', 'kontrol listesi', 'etkinlik sayfası'],
  },
  'pin-or-link': {
    title: 'PIN mi, yalnızca bağlantı mı? Galeriniz ne kadar gizli olmalı?',
    excerpt: 'Çoğu düğün için bağlantı yeterince gizlidir. PIN’in ek adıma değdiği durumlar şunlar.',
    content: [
      'Her etkinlik sayfası varsayılan olarak gizlidir: hiçbir yerde listelenmez ve arama motorlarından sayfayı dizine eklememeleri istenir; yani sayfayı yalnızca bağlantıya sahip olanlar bulabilir.',
      'PIN ikinci bir anahtar ekler. Bağlantının misafir listesinin ötesine yayılacağı durumlarda anlamlıdır: herkese açık bir mekânda kartlara basıldıysa, kalabalık bir grup sohbetine atıldıysa ya da konuşkan bir dayı onu herkese iletecekse.',
      'Düğün tarihiniz olmayan, 4 ila 8 haneli bir PIN seçin. Sunucu yanlış denemeleri cihaz başına sayar ve 15 dakika içinde 10 yanlış tahminden sonra o cihazı bekletir; kısa bir PIN bile ardına kadar açık bir kapı değildir.',
      'PIN’i değiştirirseniz, sayfası açık olan misafirlerden yenisi istenir; yeni PIN’i düğün günü yeniden paylaşabilirsiniz.',
    ],
    tags: ['gizlilik', 'pin', 'güvenlik'],
  },
  'engagement-party-photos': {
    title: 'İşe nişanda başlayın',
    excerpt: 'Nişan, düğünün provasıdır; misafirlerinizin kameraları için de.',
    content: [
      'Nişan küçük ve rahat geçer, düğünde de yanınızda olacak insanlarla doludur. Fotoğraf sayfanızı asıl büyük günden önce denemek için bundan iyi bir fırsat olamaz.',
      'Nişan için bir etkinlik oluşturun, QR kodu içecek masasına koyun ve neler olduğunu izleyin: kim yüklüyor, hangi fotoğraflara bayılıyorsunuz, neyi farklı yapardınız?',
      'Ardından ZIP dosyasını indirip düğün hazırlıkları klasörünüzde saklayın. En güzel nişan fotoğrafları çoğu zaman düğün sayfasının kapağına çıkar.',
    ],
    tags: ['nişan', 'qr kodlar'],
  },
  'paperless-wedding': {
    title: 'Daha az kâğıtla, daha hafif bir düğün',
    excerpt:
      'Davetiyeler, LCV kartları, tek kullanımlık fotoğraf makineleri: hepsi birikir. Tek bir sayfa çoğunun yerini tutar.',
    content: [
      'Cevap kartlarıyla birlikte basılı bir davetiye seti, her masada tek kullanımlık bir fotoğraf makinesi, anne babalara birer basılı albüm: her biri tek başına çok güzel, ama hepsi bir araya gelince epey kâğıt, plastik ve kargo masrafı demek.',
      'Bir etkinlik sayfası bütün bilgileri taşır, katılım yanıtlarını alır ve fotoğrafları toplar. Kâğıdı gerçekten hak eden şeylere saklayın: tek ve güzel bir davetiye, bir de üzerinde QR kod olan masa kartı.',
      'Vazgeçmesi en zor alışkanlık tek kullanımlık fotoğraf makineleridir, çünkü misafirler onlara bayılır. Mekândaki ekranda kendi fotoğraflarından oluşan bir slayt gösterisi buna en yakın şeydir, üstelik banyo ettirmeye de gerek yoktur.',
    ],
    tags: ['sürdürülebilirlik', 'davetiyeler', 'lcv'],
  },
  'photo-etiquette-for-guests': {
    title: 'Misafirler için fotoğraf görgü kuralları',
    excerpt: 'Nikâhta telefonlar cepte, sonrasında bol bol çekim: misafirlerinizle paylaşabileceğiniz kısa bir rehber.',
    content: [
      'Tören sırasında bırakın fotoğrafçı işini yapsın. Havaya kalkmış bir sıra telefon, çiftin yürüdüğü yolun her profesyonel karesine girer ve çiftler bunu fark eder.',
      'Törenden sonra ise tam tersi: fotoğrafçının yakalayamadığı doğal anları siz çekin; masanızda, dans pistinde, koridorda. Çiftlerin en çok değer verdiği kareler bunlardır.',
      'Aynı anın kırk karesini değil, en iyilerini paylaşın. Diğer misafirlerin fotoğraflarını başka bir yerde paylaşmadan önce de onlara sorun: çiftin galerisi denetlenir, sizin sosyal medya akışınız denetlenmez.',
    ],
    tags: ['görgü kuralları', 'misafir fotoğrafları'],
  },
  'co-hosts-share-the-work': {
    title: 'Yükü paylaşın: etkinliğiniz için ortak ev sahipleri',
    excerpt: 'Düğün günü fotoğrafları siz gözden geçirmeyeceksiniz. Güvendiğiniz biri bunu üstlenebilir.',
    content: [
      'Fotoğraflar en hızlı, sizin en yoğun olduğunuz anda gelir. Bir ortak ev sahibi (kardeşiniz, bir arkadaşınız ya da düğün organizatörünüz) siz dans ederken fotoğrafları onaylayabilir; böylece slayt gösterisi hiç durmaz.',
      'Ortak ev sahiplerini hesaplarının e-posta adresiyle davet edin; daveti kendi panellerinden kabul ederler. Ardından bilgileri düzenleyebilir, fotoğrafları denetleyebilir ve katılım yanıtlarını okuyabilirler; etkinliği kapatmak, silmek ya da başka ev sahipleri davet etmek ise yalnızca sizin elinizdedir.',
      'Hiç uğraşmak istemiyorsanız akşam için otomatik onayı açın ve fotoğraflara ertesi sabah göz atın: reddettiğiniz bir fotoğraf, açık olan bütün sayfalardan anında kalkar.',
    ],
    tags: ['ortak ev sahipleri', 'denetim'],
  },
};

export default texts;
