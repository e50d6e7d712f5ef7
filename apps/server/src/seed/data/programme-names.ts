import { MICRO_TYPES, ROBOT_TYPES } from './catalogue-brands';
import { GENERAL_PROGRAMME, VENDOR_PROGRAMME } from './catalogue-main';
import type { LangCode } from './languages';

/**
 * Programme display names per language (issue 14): the programme's key (`certification_types.name`,
 * English, the hub URL) stays as it is; readers see these. English readers see the key itself.
 * Brand names (Credo) are not translated.
 */
export const PROGRAMME_NAMES: Record<string, Partial<Record<LangCode, string>>> = {
  [GENERAL_PROGRAMME]: {
    ar: 'شهادة الأمن العامة', de: 'Allgemeine Sicherheitszertifizierung', es: 'Certificación General de Seguridad',
    fr: 'Certification générale en sécurité', id: 'Sertifikasi Keamanan Umum', ko: '일반 보안 인증',
    pl: 'Ogólna certyfikacja bezpieczeństwa', pt: 'Certificação Geral de Segurança', th: 'การรับรองด้านความปลอดภัยทั่วไป',
    tr: 'Genel Güvenlik Sertifikası', vi: 'Chứng nhận An ninh Tổng quát',
  },
  [VENDOR_PROGRAMME]: {
    ar: 'شهادة Credo للأمن', de: 'Credo-Sicherheitszertifizierung', es: 'Certificación de Seguridad Credo',
    fr: 'Certification sécurité Credo', id: 'Sertifikasi Keamanan Credo', ko: 'Credo 보안 인증',
    pl: 'Certyfikacja bezpieczeństwa Credo', pt: 'Certificação de Segurança Credo', th: 'การรับรองด้านความปลอดภัย Credo',
    tr: 'Credo Güvenlik Sertifikası', vi: 'Chứng nhận An ninh Credo',
  },
  [MICRO_TYPES.general]: {
    ar: 'أساسيات التصوير الحراري', de: 'Grundlagen der Thermografie', es: 'Fundamentos de termografía',
    fr: 'Fondamentaux de la thermographie', id: 'Dasar-Dasar Termografi', ko: '열화상 기초',
    pl: 'Podstawy termografii', pt: 'Fundamentos de Termografia', th: 'พื้นฐานเทอร์โมกราฟี', tr: 'Termografi Temelleri', vi: 'Nền tảng Nhiệt ký',
  },
  [MICRO_TYPES.vendor]: {
    ar: 'شهادة التصوير الحراري', de: 'Wärmebild-Zertifizierung', es: 'Certificación en imagen térmica',
    fr: 'Certification en imagerie thermique', id: 'Sertifikasi Pencitraan Termal', ko: '열화상 인증',
    pl: 'Certyfikacja obrazowania termowizyjnego', pt: 'Certificação em Imagem Térmica', th: 'การรับรองด้านการถ่ายภาพความร้อน',
    tr: 'Termal Görüntüleme Sertifikası', vi: 'Chứng nhận Ảnh nhiệt',
  },
  [ROBOT_TYPES.general]: {
    ar: 'شهادة سلامة الروبوتات', de: 'Zertifizierung Robotersicherheit', es: 'Certificación en seguridad robótica',
    fr: 'Certification sécurité robotique', id: 'Sertifikasi Keselamatan Robot', ko: '로봇 안전 인증',
    pl: 'Certyfikacja bezpieczeństwa robotów', pt: 'Certificação em Segurança Robótica', th: 'การรับรองด้านความปลอดภัยของหุ่นยนต์',
    tr: 'Robot Güvenliği Sertifikası', vi: 'Chứng nhận An toàn Robot',
  },
  [ROBOT_TYPES.vendor]: {
    ar: 'شهادة Credo للروبوتات', de: 'Credo-Robotik-Zertifizierung', es: 'Certificación Credo en robótica',
    fr: 'Certification robotique Credo', id: 'Sertifikasi Robotika Credo', ko: 'Credo 로보틱스 인증',
    pl: 'Certyfikacja robotyki Credo', pt: 'Certificação Credo em Robótica', th: 'การรับรองด้านหุ่นยนต์ Credo',
    tr: 'Credo Robotik Sertifikası', vi: 'Chứng nhận Robot Credo',
  },
};
