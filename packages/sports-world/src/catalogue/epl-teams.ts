import { parseTeamTable } from './catalogue-types';

export const EPL_TEAMS = parseTeamTable('soccer_epl', 5_000_000, [
  'Arsenal|ARS|76|Bukayo Saka:FW:1,Declan Rice:MF:1', 'Aston Villa|AVL|58|Ollie Watkins:FW:1,Morgan Rogers:MF:2',
  'Bournemouth|BOU|50|Antoine Semenyo:FW:1,Justin Kluivert:MF:2', 'Brentford|BRE|48|Igor Thiago:FW:2,Mikkel Damsgaard:MF:2',
  'Brighton and Hove Albion|BHA|52|Danny Welbeck:FW:2,Kaoru Mitoma:FW:2', 'Burnley|BUR|28|Zian Flemming:FW:3,Lyle Foster:FW:3',
  'Chelsea|CHE|66|Cole Palmer:MF:1,Enzo Fernandez:MF:1', 'Crystal Palace|CRY|52|Jean-Philippe Mateta:FW:2,Adam Wharton:MF:2',
  'Everton|EVE|46|Iliman Ndiaye:FW:2,Jack Grealish:MF:2', 'Fulham|FUL|46|Raul Jimenez:FW:2,Alex Iwobi:MF:2',
  'Leeds United|LEE|38|Dominic Calvert-Lewin:FW:2,Ethan Ampadu:MF:3', 'Liverpool|LIV|66|Mohamed Salah:FW:1,Florian Wirtz:MF:1',
  'Manchester City|MCI|74|Erling Haaland:FW:1,Phil Foden:MF:1', 'Manchester United|MUN|56|Bruno Fernandes:MF:1,Bryan Mbeumo:FW:2',
  'Newcastle United|NEW|58|Bruno Guimaraes:MF:1,Anthony Gordon:FW:2', 'Nottingham Forest|NFO|44|Morgan Gibbs-White:MF:2,Chris Wood:FW:2',
  'Sunderland|SUN|44|Granit Xhaka:MF:2,Enzo Le Fee:MF:3', 'Tottenham Hotspur|TOT|52|Dominic Solanke:FW:2,Xavi Simons:MF:2',
  'West Ham United|WHU|36|Jarrod Bowen:FW:2,Lucas Paqueta:MF:2', 'Wolverhampton Wanderers|WOL|26|Jorgen Strand Larsen:FW:3,Joao Gomes:MF:3',
], () => 'footballer');
