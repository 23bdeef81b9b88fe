// The release notes in Turkish ("siz"), written from ./en.ts for Turkish readers, not word for word. No
// imports: the browser tests read it as it is; ./releases.ts checks its shape where it loads it.

const texts = {
  'v1.2.0': {
    title: 'Canlı denetim, mekân için slayt gösterisi ve yönetim paneli',
    changes: [
      'Misafirler yükleme yaparken Yüklemeler sekmeniz canlı olarak güncellenir; onaylarınız açık misafir galerilerine bir saniye içinde ulaşır.',
      'Mekândaki ekran için /e/bağlantınız/live adresinde tam ekran slayt gösterisi; salondaki herkesi katılmaya davet eden bir QR koduyla.',
      'Onaylanan bütün orijinalleri tek bir ZIP dosyası, bütün katılım yanıtlarını da bir CSV dosyası olarak indirin.',
      'Ortak ev sahipleri: kardeşinizi ya da organizatörünüzü ekleyin; fotoğrafları sizinle birlikte denetlesin, katılım yanıtlarını okusun.',
      'Destek ekibimizin gelen kutusuna ulaşan bir iletişim formu ve bir satış talep formu.',
      'Kullanıcılar, etkinlikler, içerik kaldırma talepleri, gelen kutusu ve işlem kayıtları için bir süper yönetici paneli.',
    ],
  },
  'v1.1.0': {
    title: 'Misafir sayfası',
    changes: [
      'Misafirler için önce telefon düşünülerek tasarlanmış bir sayfa: geri sayım, etkinlik bilgileri, harita ve PIN ekranı.',
      'Kişi sayısı ve notlarla katılım yanıtları; misafirler yanıtlarını 30 gün boyunca aynı telefondan değiştirebilir.',
      'Tarayıcıdan fotoğraf yükleme; iPhone’un HEIC fotoğrafları dahil, her biri 25 MB’a kadar.',
      'Her fotoğraf, misafirler görmeden önce kontrol edilir, doğru yöne çevrilir ve konum bilgisi silinerek kopyalanır.',
    ],
  },
  'v1.0.0': {
    title: 'Ev sahipleri için etkinlikler',
    changes: [
      'Kaydolun ve kendi bağlantısı, mekânı, harita konumu ve kapak fotoğrafı olan bir etkinlik oluşturun.',
      'İsteğe bağlı PIN, yalnızca bağlantıyla görünürlük; etkinliği istediğiniz zaman etkinleştirin ya da devre dışı bırakın.',
      'Etkinliklerinizi geri sayımları, sayıları ve paylaşım menüsüyle bir arada gösteren bir panel.',
      'Her etkinlik için QR kodlar ve yazdırılabilir bir masa kartı.',
    ],
  },
};

export default texts;
